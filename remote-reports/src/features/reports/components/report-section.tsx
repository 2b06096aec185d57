import { useEffect } from 'react';
import { apiErrorMessage, formatDate, notifyLoadError, useTranslation } from '@portal/shared';
import type { QueryResult } from '@portal/shared/data';
import { Box, Card, EmptyState, ErrorState, LoadingState } from '@portal/shared/ui/core';
import type { ReportParams, ShipmentsReport } from '../api/types';
import { REPORT_FILTER_FIELDS } from '../hooks/use-report-filters';
import { ReportTable } from './report-table';

export interface ReportSectionProps {
  params: ReportParams;
  /** The page asks for it: a refused period is marked on the filters above. */
  report: QueryResult<ShipmentsReport>;
}

/** The shipments report of the period: shown as soon as the filters are complete, says when it fails. */
export function ReportSection({ params, report }: ReportSectionProps) {
  const { t } = useTranslation('reports');
  useEffect(() => {
    if (report.error) notifyLoadError(report.error, t('report.loadFailed'), REPORT_FILTER_FIELDS);
  }, [report.error, t]);

  const title = t(`report.title.${params.groupBy}`);
  let body;
  if (report.status === 'error') {
    // The server's reason when it gave one (a period over the longest allowed), else the generic sentence.
    body = (
      <ErrorState
        message={apiErrorMessage(report.error, t('report.loadFailed'))}
        onRetry={report.reload}
        error={report.error}
        shownFields={REPORT_FILTER_FIELDS}
      />
    );
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
