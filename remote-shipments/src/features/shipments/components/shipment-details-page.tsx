import { useState } from 'react';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  localizedName,
  notify,
  notifyApiError,
  useTranslation,
} from '@portal/shared';
import { canTransition, isDraft, ShipmentStatus } from '@portal/shared/domain';
import {
  Button,
  Card,
  ErrorState,
  Heading,
  HStack,
  LoadingState,
  PageHeader,
  Portal,
  PortalIcon,
  SimpleGrid,
  Stack,
  Text,
} from '@portal/shared/ui/core';
import { Menu } from '@portal/shared/ui/menu';
import { ConfirmDialog } from '@portal/shared/ui/dialog';
import { Link, useParams } from '@portal/shared/router';
import { useQuery } from '@portal/shared/data';
import { cancelShipment } from '../api/cancel-shipment';
import { downloadLabel, type LabelSize } from '../api/download-label';
import { getShipment, shipmentQueryKey } from '../api/get-shipment';
import { PartyCard } from './party-card';
import { ShipmentStatusBadge } from './shipment-status-badge';
import { Fact } from '../../../components/fact';
import { TrackingTimeline } from '../../../components/tracking-timeline';
import { shipmentsBreadcrumbs } from '../../../components/shipments-breadcrumbs';

/**
 * Shipment details (/shipments/:id): payment, dates, parties, parcel, courier, timeline, label and cancel. A
 * cancelled one says when and by whom, and has no label or expected dates.
 */
export default function ShipmentDetailsPage() {
  const { t, i18n } = useTranslation('shipments');
  const { id = '' } = useParams();
  const shipment = useQuery({ key: shipmentQueryKey(id), fetch: (signal) => getShipment(id, signal) });
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);

  if (shipment.isFetching && !shipment.data) return <LoadingState />;
  if (!shipment.data) return <ErrorState message={t('details.loadFailed')} onRetry={shipment.reload} />;
  const s = shipment.data;
  const none = t('details.none');
  const draft = isDraft(s);
  const cancellable = canTransition(s.status as ShipmentStatus | null, ShipmentStatus.Cancelled);
  // A cancelled shipment will not be picked up or delivered: no label, no expected dates.
  const cancelled = s.status === ShipmentStatus.Cancelled;
  // A draft has no tracking number yet: it is named by its recipient and date, never just "Draft".
  const reference =
    s.trackingNumber ??
    (s.recipient?.name
      ? t('details.draftFor', { name: s.recipient.name, date: formatDate(s.createdAt) })
      : t('details.draftOf', { date: formatDate(s.createdAt) }));
  const title = `${t('pages.shipmentDetails.title')} — ${reference}`;

  const cancel = async () => {
    try {
      await cancelShipment(s.id, s.version);
      notify.success(t('toasts.cancelled'));
      setConfirming(false);
      shipment.reload();
    } catch (error) {
      notifyApiError(error, t('toasts.cancelFailed'));
      throw error;
    }
  };

  const label = async (size: LabelSize) => {
    setDownloading(true);
    try {
      await downloadLabel(s.id, s.trackingNumber!, size);
    } catch (error) {
      notifyApiError(error, t('toasts.labelFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={shipmentsBreadcrumbs(t, { label: reference })}
        actions={
          <HStack wrap="wrap">
            {draft ? (
              <Button asChild>
                <Link to={`/shipments/${s.id}/edit?step=review`}>{t('details.continueDraft')}</Link>
              </Button>
            ) : null}
            {s.trackingNumber && !cancelled ? (
              <Menu.Root>
                <Menu.Trigger asChild>
                  <Button variant="outline" loading={downloading}>
                    {t('details.downloadLabel')} <PortalIcon name="chevronDown" />
                  </Button>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content>
                      <Menu.Item value="4x6" onSelect={() => void label('4x6')}>
                        {t('details.label4x6')}
                      </Menu.Item>
                      <Menu.Item value="a4" onSelect={() => void label('a4')}>
                        {t('details.labelA4')}
                      </Menu.Item>
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            ) : null}
            {cancellable ? (
              <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                {t('details.cancel')}
              </Button>
            ) : null}
          </HStack>
        }
      />
      <Stack gap="5">
        {/* The tracking number is in the title already. */}
        <HStack gap="3" wrap="wrap">
          <ShipmentStatusBadge readiness={s.readiness} status={s.status} />
          {s.reference ? (
            <Text color="fg.muted" data-testid="shipment-reference">
              {t('details.reference', { reference: s.reference })}
            </Text>
          ) : null}
        </HStack>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
          <Card.Root>
            <Card.Header>
              <Heading size="md">{t('details.paymentDetails')}</Heading>
            </Card.Header>
            <Card.Body>
              <SimpleGrid columns={2} gap="4">
                <Fact label={t('wizard.paymentType')}>
                  {t(s.paymentType === 'cod' ? 'wizard.cod' : 'wizard.prepaid')}
                </Fact>
                <Fact label={t('details.codAmount')}>
                  {s.paymentType === 'cod' ? formatMoney(s.codAmountFils) : none}
                </Fact>
                <Fact label={t('details.price')}>{s.priceFils === null ? none : formatMoney(s.priceFils)}</Fact>
                <Fact label={t('details.chargeableWeight')}>
                  {s.price ? t('details.weightValue', { value: s.price.chargeableWeightKg }) : none}
                </Fact>
                <Fact label={t('wizard.courier')}>{s.courier ? localizedName(s.courier, i18n.language) : none}</Fact>
                <Fact label={t('wizard.service')}>
                  {s.serviceType ? localizedName(s.serviceType, i18n.language) : none}
                </Fact>
              </SimpleGrid>
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Header>
              <Heading size="md">{t('details.importantDates')}</Heading>
            </Card.Header>
            <Card.Body>
              <SimpleGrid columns={2} gap="4">
                <Fact label={t('details.created')}>{formatDateTime(s.createdAt)}</Fact>
                <Fact label={t('details.processed')}>{s.processedAt ? formatDateTime(s.processedAt) : none}</Fact>
                {cancelled ? null : (
                  <>
                    <Fact label={t('details.expectedPickup')}>
                      {s.expectedPickupDate ? formatDate(s.expectedPickupDate) : none}
                    </Fact>
                    <Fact label={t('details.expectedDelivery')}>
                      {s.expectedDeliveryDate ? formatDate(s.expectedDeliveryDate) : none}
                    </Fact>
                  </>
                )}
                {s.deliveredAt ? <Fact label={t('details.deliveredOn')}>{formatDateTime(s.deliveredAt)}</Fact> : null}
                {s.cancelledAt ? <Fact label={t('details.cancelledOn')}>{formatDateTime(s.cancelledAt)}</Fact> : null}
                {s.cancelledBy ? <Fact label={t('details.cancelledBy')}>{s.cancelledBy.username}</Fact> : null}
              </SimpleGrid>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <PartyCard title={t('wizard.senderInformation')} party={s.sender} />
          <PartyCard title={t('wizard.recipientInformation')} party={s.recipient} />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
          <Card.Root>
            <Card.Header>
              <Heading size="md">{t('details.parcel')}</Heading>
            </Card.Header>
            <Card.Body>
              <SimpleGrid columns={2} gap="4">
                <Fact label={t('wizard.shipmentType')}>
                  {s.shipmentType ? localizedName(s.shipmentType, i18n.language) : none}
                </Fact>
                <Fact label={t('wizard.parcelType')}>
                  {s.parcelType ? localizedName(s.parcelType, i18n.language) : none}
                </Fact>
                <Fact label={t('wizard.parcelQuantity')}>{s.parcelQuantity}</Fact>
                <Fact label={t('wizard.weightKg')}>{s.weightKg ?? none}</Fact>
                <Fact label={t('wizard.parcelNotes')}>{s.parcelNotes ?? none}</Fact>
              </SimpleGrid>
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Header>
              <Heading size="md">{t('details.timeline')}</Heading>
            </Card.Header>
            <Card.Body>
              <TrackingTimeline events={s.events} emptyText={t('details.noEvents')} />
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      </Stack>
      <ConfirmDialog
        open={confirming}
        destructive
        title={t('details.confirmCancelTitle')}
        message={t('details.confirmCancelMessage', { reference })}
        confirmLabel={t('details.confirmCancel')}
        cancelLabel={t('details.keep')}
        onConfirm={cancel}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
