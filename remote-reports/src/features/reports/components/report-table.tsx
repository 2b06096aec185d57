import { useId } from 'react';
import { formatNumber, localizedName, useTranslation } from '@portal/shared';
import { Text } from '@portal/shared/ui/core';
import { Table } from '@portal/shared/ui/table';
import { formatJod } from '../../../lib/format-jod';
import type { ReportFigures, ShipmentsReport } from '../api/types';

/** The figures of a row and of the totals, in column order; money in JOD (the headers say so). */
const FIGURES: readonly { key: keyof ReportFigures; money?: boolean }[] = [
  { key: 'shipments' },
  { key: 'delivered' },
  { key: 'returned' },
  { key: 'cancelled' },
  { key: 'codTotalFils', money: true },
  { key: 'shippingCostFils', money: true },
];

/** The most rows the API answers. */
const MAX_ROWS = 500;

/**
 * The name column stays put while the figures scroll under it (a phone shows three of seven
 * columns): every figure of a row is reachable beside its name, and a hint says the table scrolls.
 */
const KEY_COLUMN = { position: 'sticky', insetInlineStart: 0, zIndex: 1 } as const;

/** One row a courier, city or user (names in the user's language), then the period's totals. */
export function ReportTable({ report, label }: { report: ShipmentsReport; label: string }) {
  const { t, i18n } = useTranslation('reports');
  const noteId = useId();
  const figures = (row: ReportFigures) =>
    FIGURES.map(({ key, money }) => (
      <Table.Cell key={key} textAlign="end" whiteSpace="nowrap">
        {money ? formatJod(row[key]) : formatNumber(row[key])}
      </Table.Cell>
    ));
  return (
    <>
      <Text hideFrom="md" fontSize="sm" color="fg.muted" mb="2">
        {t('report.scrollHint')}
      </Text>
      {/* Focusable and named, so the keyboard can scroll it too. */}
      <Table.ScrollArea
        borderWidth="1px"
        borderRadius="md"
        tabIndex={0}
        role="region"
        aria-label={t('report.tableArea', { label })}
        bg="bg"
      >
        <Table.Root size="sm" aria-label={label} aria-describedby={noteId}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader minW={{ base: '32', md: '40' }} {...KEY_COLUMN} bg="bg">
                {t(`report.columns.name.${report.groupBy}`)}
              </Table.ColumnHeader>
              {FIGURES.map(({ key }) => (
                <Table.ColumnHeader key={key} textAlign="end">
                  {t(`report.columns.${key}`)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {report.rows.map((row, index) => (
              <Table.Row key={row.id ?? `none-${index}`}>
                <Table.Cell {...KEY_COLUMN} bg="bg" borderEndWidth={{ base: '1px', md: '0' }}>
                  {/* A row without a courier, city or user comes without a name. */}
                  <Text as="span" dir="auto" color={row.name ? undefined : 'fg.muted'}>
                    {localizedName(row, i18n.language) || t('unknown')}
                  </Text>
                </Table.Cell>
                {figures(row)}
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row bg="bg.muted" fontWeight="semibold">
              <Table.Cell {...KEY_COLUMN} bg="bg.muted">
                {t('report.total')}
              </Table.Cell>
              {figures(report.totals)}
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
      {/* Counts and money differ on purpose (a cancelled booking is neither collected nor charged): say so. */}
      <Text id={noteId} fontSize="sm" color="fg.muted" mt="2">
        {t('report.moneyNote')}
      </Text>
      {report.rows.length >= MAX_ROWS ? (
        <Text fontSize="sm" color="fg.muted" mt="2">
          {t('report.capped', { count: MAX_ROWS, rows: formatNumber(MAX_ROWS) })}
        </Text>
      ) : null}
    </>
  );
}
