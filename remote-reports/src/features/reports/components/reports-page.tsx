import { filterErrors, useTranslation } from '@portal/shared';
import { useQuery } from '@portal/shared/data';
import { Alert, PageHeader, Stack } from '@portal/shared/ui/core';
import { getShipmentsReport, shipmentsReportQueryKey } from '../api/get-shipments-report';
import type { ReportParams } from '../api/types';
import { useReportFilters } from '../hooks/use-report-filters';
import { ExportButtons } from './export-buttons';
import { ReportFiltersCard } from './report-filters';
import { ReportSection } from './report-section';
import { StatisticsSection } from './statistics-section';

/**
 * Reports (/reports): booked shipments of a period (Amman days) by courier, destination, origin or user, with totals,
 * CSV and Excel export, and the period's top users, couriers and cities. The filters live in the URL.
 */
export default function ReportsPage() {
  const { t } = useTranslation('reports');
  const { filters, params, problem, groupBys, today, update, reset } = useReportFilters();
  const title = t('pages.reports.title');
  const report = useQuery({
    key: shipmentsReportQueryKey(params ?? ({} as ReportParams)),
    fetch: (signal) => getShipmentsReport(params!, signal),
    enabled: params !== null,
  });
  // A period the API refuses (longer than it allows) is marked on the date it belongs to.
  const errors = params ? filterErrors(report.error) : {};

  return (
    <>
      <PageHeader
        title={title}
        description={t('report.description')}
        breadcrumbs={[{ label: t('common:nav.home'), to: '/' }, { label: title }]}
        actions={<ExportButtons params={params} />}
      />
      <Stack gap="6">
        <ReportFiltersCard
          errors={errors}
          filters={filters}
          groupBys={groupBys}
          today={today}
          onChange={update}
          onReset={reset}
        />
        {params ? (
          <>
            <ReportSection params={params} report={report} />
            <StatisticsSection dateFrom={params.dateFrom} dateTo={params.dateTo} />
          </>
        ) : (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t(`report.problems.${problem}`)}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </>
  );
}
