import type { Ref } from 'react';
import { formatDateTime, formatNumber } from '@portal/shared';
import { Button, EmptyState, ErrorState, StatusBadge, Text, VisuallyHidden } from '@portal/shared/ui/core';
import { DataTable, type DataTableColumn } from '@portal/shared/ui/table';
import { Link } from '@portal/shared/router';
import { listTableProps, useListParams, useQuery } from '@portal/shared/data';
import { importsQueryKey, listImports } from '../api/list-imports';
import { IMPORTS_PATH, type ShipmentImport } from '../api/types';
import { SectionCard } from './section-card';
import { useImportsTranslation } from '../imports-strings';

const HISTORY_PAGE_SIZE = 10;

/** The caller's uploads, newest first, refused ones with their error count (page in the URL). */
export function ImportHistory({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useImportsTranslation();
  const { params, update } = useListParams({ defaultPageSize: HISTORY_PAGE_SIZE });
  const list = useQuery({
    key: importsQueryKey({ page: params.page, pageSize: params.pageSize }),
    fetch: (signal) => listImports(params.page, params.pageSize, signal),
  });

  const columns: DataTableColumn<ShipmentImport>[] = [
    { key: 'createdAt', header: t('imports.history.date'), render: (row) => formatDateTime(row.createdAt) },
    {
      key: 'fileName',
      header: t('imports.history.fileName'),
      render: (row) => (
        // Lines end only where words do (after a hyphen or a space): the column widens for a long
        // name and the table scrolls, rather than splitting "orders" into "ord" / "ers".
        <Text as="span" dir="ltr" overflowWrap="normal" wordBreak="normal">
          {row.fileName}
        </Text>
      ),
    },
    { key: 'createdBy', header: t('imports.history.by'), render: (row) => row.createdBy.username },
    { key: 'rowCount', header: t('imports.history.rows'), align: 'end', render: (row) => formatNumber(row.rowCount) },
    {
      key: 'status',
      header: t('imports.history.result'),
      render: (row) =>
        row.status === 'imported' ? (
          <StatusBadge colour="success">{t('imports.history.imported')}</StatusBadge>
        ) : (
          <StatusBadge colour="error">{t('imports.history.failed', { count: row.errorCount })}</StatusBadge>
        ),
    },
    {
      key: 'open',
      header: <VisuallyHidden>{t('common:table.actions')}</VisuallyHidden>,
      align: 'end',
      render: (row) =>
        row.status === 'imported' ? (
          <Button asChild size="xs" variant="outline">
            <Link to={`${IMPORTS_PATH}/${row.id}`}>
              {t('imports.history.open')}
              <VisuallyHidden> {row.fileName}</VisuallyHidden>
            </Link>
          </Button>
        ) : null,
    },
  ];

  return (
    <SectionCard title={t('imports.history.title')} headingRef={headingRef}>
      {list.error && !list.data ? (
        <ErrorState message={t('imports.history.loadFailed')} onRetry={list.reload} error={list.error} />
      ) : (
        <DataTable
          label={t('imports.history.title')}
          columns={columns}
          {...listTableProps(list, { params, update })}
          pageSizeOptions={[10, 20, 50]}
          empty={
            <EmptyState
              icon="upload"
              title={t('imports.history.emptyTitle')}
              description={t('imports.history.emptyDescription')}
            />
          }
        />
      )}
    </SectionCard>
  );
}
