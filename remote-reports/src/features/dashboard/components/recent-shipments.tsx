import { formatDate, formatMoney, localizedName, useTranslation } from '@portal/shared';
import type { QueryResult } from '@portal/shared/data';
import { shipmentBadge, type Readiness, type ShipmentStatus } from '@portal/shared/domain';
import {
  Box,
  Card,
  ErrorState,
  Flex,
  HStack,
  Link,
  LoadingState,
  Stack,
  StatusBadge,
  Text,
} from '@portal/shared/ui/core';
import { Link as RouterLink } from '@portal/shared/router';
import type { RecentShipment, RecentShipmentsPage } from '../api/types';

/** The newest shipments, each a link to its page, with its status badge. */
export function RecentShipments({ recent }: { recent: QueryResult<RecentShipmentsPage> }) {
  const { t } = useTranslation('reports');
  let body;
  if (recent.status === 'loading') body = <LoadingState />;
  else if (!recent.data) body = <ErrorState message={t('dashboard.recent.loadFailed')} onRetry={recent.reload} />;
  else if (recent.data.items.length === 0) {
    body = (
      <Text color="fg.muted" fontSize="sm">
        {t('dashboard.recent.empty')}
      </Text>
    );
  } else {
    body = (
      <Stack as="ul" role="list" gap="0" listStyleType="none">
        {recent.data.items.map((shipment) => (
          <Box as="li" key={shipment.id} borderBottomWidth="1px" _last={{ borderBottomWidth: '0' }}>
            <ShipmentLine shipment={shipment} />
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Card.Root as="section" aria-labelledby="dashboard-recent-title" size="sm">
      <Card.Header>
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Card.Title as="h2" id="dashboard-recent-title">
            {t('dashboard.recent.title')}
          </Card.Title>
          <Link asChild color="colorPalette.fg" fontWeight="medium" fontSize="sm">
            <RouterLink to="/shipments">{t('dashboard.recent.viewAll')}</RouterLink>
          </Link>
        </Flex>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}

function ShipmentLine({ shipment }: { shipment: RecentShipment }) {
  const { t, i18n } = useTranslation('reports');
  const badge = shipmentBadge(shipment.readiness as Readiness, shipment.status as ShipmentStatus | null);
  const city = shipment.recipientCityName
    ? localizedName({ name: shipment.recipientCityName, nameAr: shipment.recipientCityNameAr }, i18n.language)
    : null;
  return (
    <Flex
      asChild
      justify="space-between"
      align="center"
      gap="3"
      py="2.5"
      px="2"
      mx="-2"
      borderRadius="md"
      _hover={{ bg: 'bg.muted' }}
      focusRing="outside"
    >
      <RouterLink to={`/shipments/${shipment.id}`}>
        <Stack gap="0.5" minW="0">
          {shipment.trackingNumber ? (
            <Text as="span" dir="ltr" fontFamily="mono" fontSize="sm" fontWeight="medium" alignSelf="flex-start">
              {shipment.trackingNumber}
            </Text>
          ) : (
            <Text as="span" fontSize="sm" color="fg.muted">
              {t('dashboard.recent.noTrackingNumber')}
            </Text>
          )}
          <Text as="span" fontSize="sm" color="fg.muted" truncate>
            <bdi>{shipment.recipientName ?? '—'}</bdi>
            {city ? <> · {city}</> : null} · {formatDate(shipment.createdAt)}
          </Text>
        </Stack>
        <HStack gap="3" flexShrink={0}>
          {shipment.priceFils === null ? null : (
            <Text as="span" fontSize="sm" display={{ base: 'none', sm: 'inline' }}>
              {formatMoney(shipment.priceFils)}
            </Text>
          )}
          <StatusBadge colour={badge.colour}>{t(`common:shipmentStatus.${badge.key}`)}</StatusBadge>
        </HStack>
      </RouterLink>
    </Flex>
  );
}
