import { useState } from 'react';
import { formatMoney, formatNumber, localizedName } from '@portal/shared';
import type { BadgeColour } from '@portal/shared/domain';
import { Box, Button, Link as ChakraLink, ErrorState, Stack, StatusBadge, Text } from '@portal/shared/ui/core';
import { DataTable, type DataTableColumn } from '@portal/shared/ui/table';
import { Link } from '@portal/shared/router';
import { useQuery } from '@portal/shared/data';
import { batchResultsQueryKey, getBatchResults } from '../api/get-batch-results';
import type { BatchOutcome, BatchResult } from '../api/types';
import { SectionCard } from './section-card';
import { useImportsTranslation } from '../imports-strings';

const OUTCOME_BADGE: Record<BatchOutcome, BadgeColour> = {
  processed: 'success',
  priceChanged: 'warning',
  notCovered: 'warning',
  failed: 'error',
};

/**
 * Each bought row's kept outcome (a reload, or another member of the organization, sees the same): its tracking
 * number and price, or why not with a link to fix its draft; and "Retry failed rows" while some are left.
 */
export function BatchResultsSection({
  importId,
  onRetry,
  retryDisabled,
}: {
  importId: string;
  onRetry: () => void;
  retryDisabled?: boolean;
}) {
  const { t, i18n } = useImportsTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const results = useQuery({
    key: batchResultsQueryKey(importId, page, pageSize),
    fetch: (signal) => getBatchResults(importId, page, pageSize, signal),
    keepPreviousData: true,
  });
  if (!results.data) {
    return results.error ? (
      <SectionCard title={t('imports.batch.results.title')}>
        <ErrorState message={t('imports.batch.results.loadFailed')} onRetry={results.reload} />
      </SectionCard>
    ) : null;
  }
  const { counts, total, bookedFils, items } = results.data;
  if (total === 0) return null;
  const left = counts.failed + counts.notCovered + counts.priceChanged;

  const columns: DataTableColumn<BatchResult>[] = [
    { key: 'row', header: t('imports.batch.results.row'), essential: true },
    {
      key: 'reference',
      header: t('imports.batch.results.reference'),
      render: (result) => (
        <Text as="span" dir="ltr">
          {result.reference ?? '—'}
        </Text>
      ),
    },
    {
      key: 'outcome',
      header: t('imports.batch.results.outcome'),
      essential: true,
      render: (result) => (
        <StatusBadge colour={OUTCOME_BADGE[result.outcome]}>
          {t(`imports.batch.results.outcomes.${result.outcome}`)}
        </StatusBadge>
      ),
    },
    {
      key: 'courier',
      header: t('imports.batch.results.courier'),
      render: (result) =>
        result.courier && result.serviceType
          ? `${localizedName(result.courier, i18n.language)} — ${localizedName(result.serviceType, i18n.language)}`
          : '—',
    },
    {
      key: 'trackingNumber',
      header: t('imports.batch.results.trackingNumber'),
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
      key: 'price',
      header: t('imports.batch.results.price'),
      align: 'end',
      render: (result) => (
        <>
          {result.priceFils === null ? '—' : formatMoney(result.priceFils)}
          {result.newPriceFils !== null ? (
            <Text as="span" display="block" color="fg.warning" fontSize="sm">
              {t('imports.batch.results.newPrice', { amount: formatMoney(result.newPriceFils) })}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'message',
      header: t('imports.batch.results.message'),
      essential: true,
      render: (result) =>
        result.outcome === 'processed' ? (
          ''
        ) : (
          <Stack gap="1">
            <Text fontSize="sm">
              {result.field ? (
                <Text as="span" dir="ltr" fontFamily="mono">
                  {result.field}
                  {': '}
                </Text>
              ) : null}
              {result.message}
            </Text>
            {/* The draft's wizard, where the named field is fixed. */}
            <ChakraLink asChild fontSize="sm">
              <Link to={`/shipments/${result.shipmentId}/edit`}>{t('imports.batch.results.fix')}</Link>
            </ChakraLink>
          </Stack>
        ),
    },
  ];

  return (
    <SectionCard title={t('imports.batch.results.title')}>
      <Stack gap="4">
        <Text role="status">
          {t('imports.batch.results.summary', {
            processed: formatNumber(counts.processed),
            notCovered: formatNumber(counts.notCovered),
            failed: formatNumber(counts.failed),
            priceChanged: formatNumber(counts.priceChanged),
            amount: formatMoney(bookedFils),
          })}
        </Text>
        {left > 0 ? (
          <Box>
            <Button variant="outline" disabled={retryDisabled} onClick={onRetry}>
              {t('imports.batch.results.retry')}
            </Button>
          </Box>
        ) : null}
        <DataTable
          label={t('imports.batch.results.table')}
          columns={columns}
          rows={items}
          getRowId={(result) => result.row}
          total={total}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          pageSizeOptions={[25, 50, 100]}
          loading={results.isFetching}
        />
      </Stack>
    </SectionCard>
  );
}
