import { useEffect } from 'react';
import { apiErrorMessage, formatDate, notifyApiError, useTranslation } from '@portal/shared';
import { useQuery } from '@portal/shared/data';
import { Box, Card, EmptyState, ErrorState, LoadingState } from '@portal/shared/ui/core';
import { getShipmentsReport, shipmentsReportQueryKey } from '../api/get-shipments-report';
import type { ReportParams } from '../api/types';
import { ReportTable } from './report-table';

/** The shipments report of the period: loads as soon as the filters are complete, says when it fails. */
export function ReportSection({ params }: { params: ReportParams }) {
  const { t } = useTranslation('reports');
  const report = useQuery({
    key: shipmentsReportQueryKey(params),
    fetch: (signal) => getShipmentsReport(params, signal),
  });
  useEffect(() => {
    if (report.error) notifyApiError(report.error, t('report.loadFailed'));
  }, [report.error, t]);

  const title = t(`report.title.${params.groupBy}`);
  let body;
  if (report.status === 'error') {
    // The server's reason when it gave one (a period over the longest allowed), else the generic sentence.
    body = <ErrorState message={apiErrorMessage(report.error, t('report.loadFailed'))} onRetry={report.reload} />;
  } else if (!report.data) body = <LoadingState />;
  else if (report.data.rows.length === 0) {
    body = <EmptyState icon="reports" title={t('report.emptyTitle')} description={t('report.emptyDescription')} />;
  } else {
    // The previous report stays on screen, dimmed, while the next one loads.
    body = (
      <Box aria-busy={report.status === 'loading'} opacity={report.status === 'loading' ? 0.6 : 1}>
        <ReportTable report={report.data} label={title} />
      </Box>
    );
  }

  return (
    <Card.Root as="section" aria-labelledby="report-title" size="sm" minW="0">
      <Card.Header>
        <Card.Title as="h2" id="report-title">
          {title}
        </Card.Title>
        <Card.Description>
          {t('report.period', { from: formatDate(params.dateFrom), to: formatDate(params.dateTo) })}
        </Card.Description>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
