import { formatDate, formatDateTime, isApiError, localizedName, useTranslation } from '@portal/shared';
import { Readiness, type ShipmentStatus, shipmentBadge } from '@portal/shared/domain';
import {
  Card,
  Container,
  EmptyState,
  ErrorState,
  Heading,
  LoadingState,
  SimpleGrid,
  Stack,
  StatusBadge,
  Text,
} from '@portal/shared/ui/core';
import { useParams } from '@portal/shared/router';
import { useQuery } from '@portal/shared/data';
import { TrackingTimeline } from '../../../components/tracking-timeline';
import { getTracking } from '../api/get-tracking';
import { TrackingSearch } from '../../../components/tracking-search';

/**
 * Public tracking (/track/:trackingNumber, no login, blank layout): status, dates and the
 * city-level timeline the API gives — never names, phones or addresses.
 */
export default function TrackingResultPage() {
  const { t, i18n } = useTranslation('shipments');
  const { trackingNumber = '' } = useParams();
  const tracking = useQuery({
    key: ['/tracking', trackingNumber],
    fetch: (signal) => getTracking(trackingNumber, signal),
  });
  const notFound = isApiError(tracking.error) && tracking.error.status === 404;

  const data = tracking.data;
  const loading = tracking.isFetching && !data;
  const badge = data ? shipmentBadge(Readiness.Ready, data.status as ShipmentStatus) : null;
  const city = (value: { name: string; nameAr: string } | null) => (value ? localizedName(value, i18n.language) : '—');

  return (
    // Filling the blank layout's height keeps the page at the top: centred, it would be drawn in the
    // middle while loading and jump up when the result arrives.
    <Container maxW="2xl" py="8" flex="1">
      <Stack gap="6">
        <Heading as="h1" size="xl">
          {t('pages.trackingResult.title')}{' '}
          <Text as="span" dir="ltr" fontFamily="mono">
            {trackingNumber}
          </Text>
        </Heading>
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
                      {badge ? <StatusBadge colour={badge.colour}>{t(`status.${badge.key}`)}</StatusBadge> : null}
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
                  <Stack gap="1">
                    <Text color="fg.muted" fontSize="sm">
                      {data.deliveredAt ? t('tracking.deliveredOn') : t('tracking.expectedDelivery')}
                    </Text>
                    <Text>
                      {data.deliveredAt
                        ? formatDateTime(data.deliveredAt)
                        : data.expectedDeliveryDate
                          ? formatDate(data.expectedDeliveryDate)
                          : '—'}
                    </Text>
                  </Stack>
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
              <TrackingSearch />
            </Card.Body>
          </Card.Root>
        )}
      </Stack>
    </Container>
  );
}
