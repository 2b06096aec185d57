import { formatMoney, formatNumber, localizedName } from '@portal/shared';
import { HStack, NativeSelect, StatusBadge, Text } from '@portal/shared/ui/core';
import { DataTable, type DataTableColumn } from '@portal/shared/ui/table';
import type { BatchOption, BatchPreview, BatchPreviewRow } from '../api/types';
import { useImportsTranslation } from '../imports-strings';

/** An option's key in the override select: its courier and service. */
export const optionKey = (option: { courierId: string; serviceTypeId: string }) =>
  `${option.courierId}:${option.serviceTypeId}`;

/**
 * One page of the preview: each row's reference (marked when another shipment uses it too), recipient city,
 * its options as a select (the override), and the chosen price and days. On a phone only the row, the choice
 * and the price stay.
 */
export function PreviewTable({
  preview,
  overrides,
  onOverride,
  onPageChange,
  onPageSizeChange,
  disabled,
  loading,
}: {
  preview: BatchPreview;
  overrides: Record<number, string>;
  onOverride: (row: number, key: string) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  disabled?: boolean;
  loading?: boolean;
}) {
  const { t, i18n } = useImportsTranslation();
  const label = (option: BatchOption) =>
    t('imports.batch.optionLabel', {
      courier: localizedName({ name: option.courierName, nameAr: option.courierNameAr }, i18n.language),
      service: localizedName({ name: option.serviceName, nameAr: option.serviceNameAr }, i18n.language),
      price: formatMoney(option.priceFils),
      days: formatNumber(option.transitDays),
    });

  const columns: DataTableColumn<BatchPreviewRow>[] = [
    { key: 'row', header: t('imports.batch.row'), essential: true },
    {
      key: 'reference',
      header: t('imports.batch.reference'),
      render: (row) => (
        <HStack gap="2" wrap="wrap">
          <Text as="span" dir="ltr">
            {row.reference ?? '—'}
          </Text>
          {row.duplicateReference ? <StatusBadge colour="warning">{t('imports.batch.duplicate')}</StatusBadge> : null}
        </HStack>
      ),
    },
    {
      key: 'city',
      header: t('imports.batch.city'),
      render: (row) => (row.city ? localizedName(row.city, i18n.language) : '—'),
    },
    {
      key: 'option',
      header: t('imports.batch.option'),
      essential: true,
      render: (row) =>
        row.options.length === 0 ? (
          <Text color="fg.error">{row.problem?.message ?? t('imports.batch.noOption')}</Text>
        ) : (
          <>
            <NativeSelect.Root size="sm" disabled={disabled} minW="14rem">
              <NativeSelect.Field
                aria-label={t('imports.batch.optionFor', { row: row.row })}
                value={overrides[row.row] ?? ''}
                onChange={(event) => onOverride(row.row, event.currentTarget.value)}
              >
                <option value="">
                  {t('imports.batch.ruleChoice')}
                  {row.chosen && !overrides[row.row]
                    ? ` (${label(row.options.find((o) => optionKey(o) === optionKey(row.chosen!))!)})`
                    : ''}
                </option>
                {row.options.map((option) => (
                  <option key={optionKey(option)} value={optionKey(option)}>
                    {label(option)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {row.problem ? (
              <Text color="fg.error" fontSize="sm" mt="1">
                {row.problem.message}
              </Text>
            ) : null}
          </>
        ),
    },
    {
      key: 'price',
      header: t('imports.batch.price'),
      align: 'end',
      essential: true,
      render: (row) => (row.chosen ? formatMoney(row.chosen.priceFils) : '—'),
    },
    {
      key: 'days',
      header: t('imports.batch.days'),
      align: 'end',
      render: (row) => (row.chosen ? formatNumber(row.chosen.transitDays) : '—'),
    },
  ];

  return (
    <DataTable
      label={t('imports.batch.table')}
      columns={columns}
      rows={preview.rows}
      getRowId={(row) => row.row}
      total={preview.total}
      page={preview.page}
      pageSize={preview.pageSize}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
      pageSizeOptions={[25, 50, 100, 250]}
      loading={loading}
    />
  );
}
