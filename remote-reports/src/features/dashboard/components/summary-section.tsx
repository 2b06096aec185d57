import { useTranslation } from '@portal/shared';
import type { QueryResult } from '@portal/shared/data';
import { ErrorState, LoadingState, SimpleGrid } from '@portal/shared/ui/core';
import { RankingCard } from '../../../components/ranking-card';
import type { DashboardSummary } from '../api/types';
import { DailyChart } from './daily-chart';

/** The last 30 days: shipments and spend by day, the top couriers and the top destinations. */
export function SummarySection({ summary }: { summary: QueryResult<DashboardSummary> }) {
  const { t } = useTranslation('reports');
  if (summary.status === 'loading') return <LoadingState />;
  if (!summary.data) return <ErrorState message={t('dashboard.summaryFailed')} onRetry={summary.reload} />;
  const { series, topCouriers, topDestinations } = summary.data;
  return (
    <>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <DailyChart measure="shipments" series={series} />
        <DailyChart measure="spend" series={series} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <RankingCard title={t('dashboard.top.couriers')} entries={topCouriers} empty={t('dashboard.top.empty')} />
        <RankingCard
          title={t('dashboard.top.destinations')}
          entries={topDestinations}
          empty={t('dashboard.top.empty')}
        />
      </SimpleGrid>
    </>
  );
}
