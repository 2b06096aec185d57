import { useEffect, useState } from 'react';
import { invalidateLookups, localizedName, notify, notifyApiError, useTranslation } from '@portal/shared';
import { useParams } from '@portal/shared/router';
import { Badge, Button, Card, ErrorState, HStack, LoadingState, PageHeader, Stack, Text } from '@portal/shared/ui/core';
import { Checkbox } from '@portal/shared/ui/checkbox';
import { getCourier } from '../api/get-courier';
import { listSupportedTypes } from '../api/list-supported-types';
import { saveSupportedTypes } from '../api/save-supported-types';
import type { CourierItem, SupportedKind, SupportedType } from '../api/types';

const PAGE_KEY: Record<SupportedKind, 'courierParcelTypes' | 'courierServiceTypes' | 'courierShipmentTypes'> = {
  'parcel-types': 'courierParcelTypes',
  'service-types': 'courierServiceTypes',
  'shipment-types': 'courierShipmentTypes',
};

/** Which parcel, service or shipment types one courier supports (/admin/couriers/{id}/…-types). */
export function CourierTypesPage({ kind }: { kind: SupportedKind }) {
  const { t, i18n } = useTranslation('admin');
  const { id = '' } = useParams();
  const [courier, setCourier] = useState<CourierItem | null>(null);
  const [types, setTypes] = useState<SupportedType[] | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [status, setStatus] = useState<'loading' | 'error' | 'ready'>('loading');
  const [saving, setSaving] = useState(false);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- hand-written fetch effect, replaced by the shared query hook
    setStatus('loading');
    Promise.all([getCourier(id, controller.signal), listSupportedTypes(id, kind, controller.signal)]).then(
      ([loadedCourier, loadedTypes]) => {
        setCourier(loadedCourier);
        setTypes(loadedTypes);
        setChosen(new Set(loadedTypes.filter((type) => type.supported).map((type) => type.id)));
        setStatus('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        notifyApiError(error, t('pages.courierTypes.loadFailed'));
        setStatus('error');
      },
    );
    return () => controller.abort();
  }, [id, kind, generation, t]);

  const title = t(`pages.${PAGE_KEY[kind]}.title`);
  const courierName = courier ? localizedName(courier, i18n.language) : '';
  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveSupportedTypes(id, kind, [...chosen]);
      setTypes(saved);
      invalidateLookups('couriers');
      notify.success(t('toasts.typesSaved'));
    } catch (error) {
      notifyApiError(error, t('toasts.courierUpdateFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader
        title={courierName ? `${title}: ${courierName}` : title}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.couriers.title'), to: '/admin/couriers' },
          { label: title },
        ]}
      />
      {status === 'loading' ? <LoadingState /> : null}
      {status === 'error' ? (
        <ErrorState message={t('pages.courierTypes.loadFailed')} onRetry={() => setGeneration((value) => value + 1)} />
      ) : null}
      {status === 'ready' && types ? (
        <Card.Root>
          <Card.Body>
            <Stack gap="3" as="fieldset">
              <Text as="legend" fontWeight="medium" mb="2">
                {t('pages.courierTypes.supported')}
              </Text>
              {types.length === 0 ? (
                <Text color="fg.muted">{t(`pages.${PAGE_KEY[kind]}.emptyDescription`)}</Text>
              ) : null}
              {types.map((type) => (
                <Checkbox.Root
                  key={type.id}
                  checked={chosen.has(type.id)}
                  onCheckedChange={(details) =>
                    setChosen((previous) => {
                      const next = new Set(previous);
                      if (details.checked === true) next.add(type.id);
                      else next.delete(type.id);
                      return next;
                    })
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    <HStack gap="2">
                      <span>{localizedName(type, i18n.language)}</span>
                      {type.isActive ? null : <Badge colorPalette="gray">{t('filters.inactive')}</Badge>}
                    </HStack>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Card.Body>
          <Card.Footer>
            <Button onClick={() => void save()} loading={saving}>
              {t('pages.courierTypes.save')}
            </Button>
          </Card.Footer>
        </Card.Root>
      ) : null}
    </>
  );
}
