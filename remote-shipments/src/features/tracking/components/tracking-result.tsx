import { formatDate, formatDateTime, isApiError, localizedName, useTranslation } from '@portal/shared';
import { Readiness, ShipmentStatus, shipmentBadge } from '@portal/shared/domain';
import {
  Card,
  EmptyState,
  ErrorState,
  Heading,
  LoadingState,
  SimpleGrid,
  Stack,
  StatusBadge,
  Text,
} from '@portal/shared/ui/core';
import { useQuery } from '@portal/shared/data';
import { TrackingTimeline } from '../../../components/tracking-timeline';
import { TrackingSearch } from '../../../components/tracking-search';
import { getTracking, trackingQueryKey } from '../api/get-tracking';

export interface TrackingResultProps {
  trackingNumber: string;
  /** Where a search for another number goes: the public page, or the portal's own. */
  searchPath: string;
}

/**
 * What tracking shows, on the public page and inside the portal alike: status, dates and the
 * city-level timeline the API gives — never names, phones or addresses — then a box for another number. A
 * cancelled shipment shows when it was cancelled instead of an expected delivery.
 */
export function TrackingResult({ trackingNumber, searchPath }: TrackingResultProps) {
  const { t, i18n } = useTranslation('shipments');
  const tracking = useQuery({
    key: trackingQueryKey(trackingNumber),
    fetch: (signal) => getTracking(trackingNumber, signal),
  });
  const notFound = isApiError(tracking.error) && tracking.error.status === 404;
  const data = tracking.data;
  const loading = tracking.isFetching && !data;
  const badge = data ? shipmentBadge(Readiness.Ready, data.status as ShipmentStatus) : null;
  const city = (value: { name: string; nameAr: string } | null) => (value ? localizedName(value, i18n.language) : '—');

  return (
    <>
      {loading ? (
        <LoadingState />
      ) : notFound ? (
        <EmptyState icon="truck" title={t('toasts.noTrackingData')} description={t('pages.track.description')} />
      ) : tracking.error || !data ? (
        <ErrorState onRetry={tracking.reload} />
      ) : (
        <>
          <Card.Root>
            <Card.Body>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <Stack gap="1">
                  <Text color="fg.muted" fontSize="sm">
                    {t('tracking.status')}
                  </Text>
                  <div data-testid="public-status">
                    {badge ? (
                      <StatusBadge colour={badge.colour}>{t(`common:shipmentStatus.${badge.key}`)}</StatusBadge>
                    ) : null}
                  </div>
                </Stack>
                <Stack gap="1">
                  <Text color="fg.muted" fontSize="sm">
                    {t('tracking.courier')}
                  </Text>
                  <Text>{data.courier ? localizedName(data.courier, i18n.language) : '—'}</Text>
                </Stack>
                <Stack gap="1">
                  <Text color="fg.muted" fontSize="sm">
                    {t('tracking.from')}
                  </Text>
                  <Text>{city(data.originCity)}</Text>
                </Stack>
                <Stack gap="1">
                  <Text color="fg.muted" fontSize="sm">
                    {t('tracking.to')}
                  </Text>
                  <Text>{city(data.destinationCity)}</Text>
                </Stack>
                {/* Delivered on, cancelled on (nothing will be delivered), else the expected delivery. */}
                {data.deliveredAt ? (
                  <Stack gap="1">
                    <Text color="fg.muted" fontSize="sm">
                      {t('tracking.deliveredOn')}
                    </Text>
                    <Text>{formatDateTime(data.deliveredAt)}</Text>
                  </Stack>
                ) : data.status === ShipmentStatus.Cancelled ? (
                  <Stack gap="1">
                    <Text color="fg.muted" fontSize="sm">
                      {t('tracking.cancelledOn')}
                    </Text>
                    <Text>{data.cancelledAt ? formatDateTime(data.cancelledAt) : '—'}</Text>
                  </Stack>
                ) : (
                  <Stack gap="1">
                    <Text color="fg.muted" fontSize="sm">
                      {t('tracking.expectedDelivery')}
                    </Text>
                    <Text>{data.expectedDeliveryDate ? formatDate(data.expectedDeliveryDate) : '—'}</Text>
                  </Stack>
                )}
              </SimpleGrid>
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Header>
              <Heading size="md">{t('tracking.timeline')}</Heading>
            </Card.Header>
            <Card.Body>
              <TrackingTimeline events={data.events} emptyText={t('details.noEvents')} />
            </Card.Body>
          </Card.Root>
        </>
      )}
      {/* Only once the answer is in: drawn under the spinner, it would jump down when the result
        cards arrive (a layout shift on every visit). */}
      {loading ? null : (
        <Card.Root size="sm">
          <Card.Body>
            <TrackingSearch path={searchPath} />
          </Card.Body>
        </Card.Root>
      )}
    </>
  );
}
