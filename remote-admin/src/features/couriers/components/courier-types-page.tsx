import { useEffect, useState } from 'react';
import { useQuery } from '@portal/shared/data';
import { invalidateLookups, localizedName, notify, notifyApiError, useTranslation } from '@portal/shared';
import { useParams } from '@portal/shared/router';
import { Badge, Button, Card, ErrorState, HStack, LoadingState, PageHeader, Stack, Text } from '@portal/shared/ui/core';
import { Checkbox } from '@portal/shared/ui/checkbox';
import { getCourier } from '../api/get-courier';
import { listSupportedTypes, supportedTypesQueryKey } from '../api/list-supported-types';
import { saveSupportedTypes } from '../api/save-supported-types';
import type { SupportedKind } from '../api/types';

const PAGE_KEY: Record<SupportedKind, 'courierParcelTypes' | 'courierServiceTypes' | 'courierShipmentTypes'> = {
  'parcel-types': 'courierParcelTypes',
  'service-types': 'courierServiceTypes',
  'shipment-types': 'courierShipmentTypes',
};

/** Which parcel, service or shipment types one courier supports (/admin/couriers/{id}/…-types). */
export function CourierTypesPage({ kind }: { kind: SupportedKind }) {
  const { t, i18n } = useTranslation('admin');
  const { id = '' } = useParams();
  const page = useQuery({
    key: supportedTypesQueryKey(id, kind),
    fetch: async (signal) => {
      const [courier, types] = await Promise.all([getCourier(id, signal), listSupportedTypes(id, kind, signal)]);
      return { courier, types };
    },
    keepPreviousData: false,
  });
  // What the admin ticked; until then, what the server says is supported.
  const [ticked, setTicked] = useState<Set<string> | null>(null);
  const [saving, setSaving] = useState(false);
  const courier = page.data?.courier;
  const types = page.data?.types;
  const chosen = ticked ?? new Set(types?.filter((type) => type.supported).map((type) => type.id));

  useEffect(() => {
    if (page.status === 'error') notifyApiError(page.error, t('pages.courierTypes.loadFailed'));
  }, [page.status, page.error, t]);

  const title = t(`pages.${PAGE_KEY[kind]}.title`);
  const courierName = courier ? localizedName(courier, i18n.language) : '';
  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveSupportedTypes(id, kind, [...chosen]);
      page.setData((previous) => ({ courier: previous!.courier, types: saved }));
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
      {page.status === 'loading' ? <LoadingState /> : null}
      {page.status === 'error' ? (
        <ErrorState message={t('pages.courierTypes.loadFailed')} onRetry={page.reload} />
      ) : null}
      {page.status === 'success' && types ? (
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
                  onCheckedChange={(details) => {
                    const next = new Set(chosen);
                    if (details.checked === true) next.add(type.id);
                    else next.delete(type.id);
                    setTicked(next);
                  }}
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
