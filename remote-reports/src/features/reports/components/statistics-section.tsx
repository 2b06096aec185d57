import { useTranslation } from '@portal/shared';
import { useQuery } from '@portal/shared/data';
import { ErrorState, Heading, LoadingState, SimpleGrid, Stack } from '@portal/shared/ui/core';
import { RankingCard } from '../../../components/ranking-card';
import { REPORT_FILTER_FIELDS } from '../hooks/use-report-filters';
import { getReportStatistics, reportStatisticsQueryKey } from '../api/get-report-statistics';
import type { ReportRanking } from '../api/types';

const RANKINGS: readonly ReportRanking[] = ['topUsers', 'topCouriers', 'topOriginCities', 'topDestinationCities'];

/**
 * The period's top couriers, origin and destination cities, and top users for the roles the by-user
 * report is for (the API leaves `topUsers` out for the others, so its card is left out too).
 */
export function StatisticsSection({ dateFrom, dateTo }: { dateFrom: string; dateTo: string }) {
  const { t } = useTranslation('reports');
  const statistics = useQuery({
    key: reportStatisticsQueryKey(dateFrom, dateTo),
    fetch: (signal) => getReportStatistics(dateFrom, dateTo, signal),
  });

  let body;
  if (statistics.status === 'error') {
    body = (
      <ErrorState
        message={t('statistics.loadFailed')}
        onRetry={statistics.reload}
        error={statistics.error}
        shownFields={REPORT_FILTER_FIELDS}
      />
    );
  } else if (!statistics.data) body = <LoadingState />;
  else {
    const { data } = statistics;
    const rankings = RANKINGS.flatMap((ranking) => {
      const entries = data[ranking];
      return entries ? [{ ranking, entries }] : [];
    });
    body = (
      <SimpleGrid
        columns={{ base: 1, sm: 2, lg: rankings.length }}
        gap="4"
        opacity={statistics.status === 'loading' ? 0.6 : 1}
      >
        {rankings.map(({ ranking, entries }) => (
          <RankingCard
            key={ranking}
            title={t(`statistics.${ranking}`)}
            titleAs="h3"
            entries={entries}
            empty={t('statistics.empty')}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack as="section" aria-labelledby="report-statistics-title" gap="3">
      <Heading as="h2" size="md" id="report-statistics-title">
        {t('statistics.title')}
      </Heading>
      {body}
    </Stack>
  );
}
