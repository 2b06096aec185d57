import { useTranslation } from '@portal/shared';
import { Readiness, SHIPMENT_TABS, shipmentBadge, type ShipmentTab } from '@portal/shared/domain';
import { BADGE_PALETTE, Flex, Heading, Link, SimpleGrid, Stack } from '@portal/shared/ui/core';
import { Link as RouterLink } from '@portal/shared/router';
import type { TabCounts } from '../api/types';
import { FigureCard } from './figure-card';

/** The statuses the dashboard counts, in a shipment's life order; each card opens its tab of the list. */
const COUNTED: readonly ShipmentTab[] = [
  'pending',
  'in-transit',
  'on-going',
  'delivered',
  'returned',
  'cancelled',
  'draft',
];

/** The tab's colour is its status badge's (the draft tab's is the draft badge's). */
function paletteOf(key: ShipmentTab): string {
  const tab = SHIPMENT_TABS.find((candidate) => candidate.key === key);
  const status = tab && 'status' in tab ? tab.status[0] : null;
  return BADGE_PALETTE[shipmentBadge(status === null ? Readiness.Draft : Readiness.Ready, status).colour];
}

/** One card a status with its count, each a link to that tab of /shipments. */
export function StatusCards({ counts }: { counts: TabCounts }) {
  const { t } = useTranslation('reports');
  return (
    <Stack as="section" aria-labelledby="dashboard-status-title" gap="3">
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id="dashboard-status-title">
          {t('dashboard.status.title')}
        </Heading>
        <Link asChild color="colorPalette.fg" fontWeight="medium" fontSize="sm">
          <RouterLink to="/shipments">{t('dashboard.status.viewAll')}</RouterLink>
        </Link>
      </Flex>
      <SimpleGrid minChildWidth="8.5rem" gap="3">
        {COUNTED.map((key) => (
          <FigureCard
            key={key}
            // One name per status across the portal: the list's tab names.
            label={t(`common:shipmentTabs.${key}`)}
            value={counts[key]}
            to={`/shipments?tab=${key}`}
            palette={paletteOf(key)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
