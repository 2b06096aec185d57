import { useState } from 'react';
import { formatMoney, useTranslation } from '@portal/shared';
import type { BadgeColour } from '@portal/shared/domain';
import { Link as ChakraLink, StatusBadge } from '@portal/shared/ui/core';
import { DataTable, type DataTableColumn } from '@portal/shared/ui/table';
import { Link } from '@portal/shared/router';
import type { ProcessOutcome, ProcessResult } from '../api/types';

const OUTCOME_BADGE: Record<ProcessOutcome, BadgeColour> = {
  failed: 'error',
  notCovered: 'warning',
  processed: 'success',
};
// Rows that need the user come first.
const OUTCOME_ORDER: Record<ProcessOutcome, number> = { failed: 0, notCovered: 1, processed: 2 };

/** Each processed row's outcome, problems first and paged on screen: its tracking number and price, or why not. */
export function ProcessResults({ results }: { results: ProcessResult[] }) {
  const { t } = useTranslation('shipments');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const sorted = [...results].sort((a, b) => OUTCOME_ORDER[a.outcome] - OUTCOME_ORDER[b.outcome] || a.row - b.row);

  const columns: DataTableColumn<ProcessResult>[] = [
    { key: 'row', header: t('imports.process.row') },
    {
      key: 'trackingNumber',
      header: t('imports.process.trackingNumber'),
      render: (result) =>
        result.trackingNumber ? (
          <ChakraLink asChild dir="ltr" fontFamily="mono" fontSize="sm">
            <Link to={`/shipments/${result.shipmentId}`}>{result.trackingNumber}</Link>
          </ChakraLink>
        ) : (
          '—'
        ),
    },
    {
      key: 'priceFils',
      header: t('imports.process.price'),
      align: 'end',
      render: (result) => (result.priceFils === null ? '—' : formatMoney(result.priceFils)),
    },
    {
      key: 'outcome',
      header: t('imports.process.outcome'),
      render: (result) => (
        <StatusBadge colour={OUTCOME_BADGE[result.outcome]}>
          {t(`imports.process.outcomes.${result.outcome}`)}
        </StatusBadge>
      ),
    },
    { key: 'message', header: t('imports.process.message'), render: (result) => result.message ?? '' },
  ];

  return (
    <DataTable
      label={t('imports.process.results')}
      columns={columns}
      rows={sorted.slice((page - 1) * pageSize, page * pageSize)}
      getRowId={(result) => result.shipmentId}
      total={sorted.length}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
    />
  );
}
