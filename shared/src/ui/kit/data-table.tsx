import { startTransition, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
// Core pieces come through the core entry by name, so this entry's chunk does not repeat them.
import {
  Box,
  chakra,
  EmptyState,
  Flex,
  HStack,
  IconButton,
  NativeSelect,
  PortalIcon,
  Skeleton,
  Text,
  type SystemStyleObject,
} from '@portal/shared/ui/core';
import { Table } from './table';
import { formatNumber, useTranslation } from '@portal/shared';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  /** Cell content; defaults to `row[key]`. */
  render?: (row: Row) => ReactNode;
  /** Sortable by this API field (`true`: the column key). */
  sortable?: boolean | string;
  align?: 'start' | 'center' | 'end';
  width?: string;
  /**
   * (1.9) Kept on a phone: when any column is essential, below 960 px only the essential ones show,
   * so the table fits the screen instead of scrolling sideways.
   */
  essential?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table for assistive technology, e.g. "Shipments". */
  label: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string | number;
  /** Server pagination: total rows, 1-based page, page size. */
  total: number;
  /** (1.6) The server stopped counting at `total` and there are more rows ("1,000+"; the next page exists). */
  totalIsCapped?: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: number[];
  /** The API's sort parameter: 'field' ascending, '-field' descending. */
  sort?: string;
  onSortChange?: (sort: string | undefined) => void;
  loading?: boolean;
  /** Shown when there are no rows; defaults to a generic "No records to show". */
  empty?: ReactNode;
  /** Makes rows activatable by click, Enter or Space. */
  onRowClick?: (row: Row) => void;
  /**
   * Styles for what the cells (header and body) hold, by selector from the table, e.g. `{ '& .muted': { color:
   * 'fg.muted' } }`: one style object for the whole page of rows, as a module constant, rather than
   * style props resolved again in every cell.
   */
  cellCss?: SystemStyleObject;
}

function sortFieldOf<Row>(column: DataTableColumn<Row>): string | undefined {
  if (!column.sortable) return undefined;
  return typeof column.sortable === 'string' ? column.sortable : column.key;
}

/** Next sort on a header press: ascending → descending → none. */
export function nextSort(current: string | undefined, field: string): string | undefined {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return undefined;
  return field;
}

const SortButton = chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    fontWeight: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    borderRadius: 'l1',
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  },
});

export interface PaginationBarProps {
  /** Names the pagination landmark, e.g. "Shipments". */
  label: string;
  total: number;
  /** (1.6) More rows than `total`: shown as "1,000+", and the next page exists. */
  totalIsCapped?: boolean;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: number[];
  disabled?: boolean;
}

/** "Showing 21–40 of 45" (or "of 1,000+"), rows per page, previous / next: server pagination for any list. */
export function PaginationBar({
  label,
  total,
  totalIsCapped = false,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = [10, 20, 50, 100],
  disabled = false,
}: PaginationBarProps) {
  const { t } = useTranslation();
  const pageSizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const atLeast = (n: number) => (totalIsCapped ? t('table.atLeast', { total: formatNumber(n) }) : formatNumber(n));
  return (
    <Flex as="nav" aria-label={label} justify="space-between" align="center" gap="4" wrap="wrap" pt="3">
      <Text color="fg.muted" fontSize="sm">
        {t('table.showing', { from: formatNumber(from), to: formatNumber(to), total: atLeast(total) })}
      </Text>
      {/* Wraps on narrow screens: the Arabic labels are wider than a 375 px phone otherwise. */}
      <HStack gap="3" wrap="wrap" minW="0">
        {onPageSizeChange ? (
          <HStack gap="2">
            <chakra.label htmlFor={pageSizeId} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              {t('table.rowsPerPage')}
            </chakra.label>
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field
                id={pageSizeId}
                value={pageSize}
                onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
              >
                {pageSizeOptions.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        ) : null}
        <IconButton
          size="sm"
          variant="outline"
          aria-label={t('table.previousPage')}
          disabled={page <= 1 || disabled}
          onClick={() => onPageChange(page - 1)}
        >
          <PortalIcon name="chevronLeft" />
        </IconButton>
        <Text fontSize="sm" aria-live="polite" whiteSpace="nowrap">
          {t('table.pageOf', { page: formatNumber(page), pages: atLeast(pages) })}
        </Text>
        <IconButton
          size="sm"
          variant="outline"
          aria-label={t('table.nextPage')}
          disabled={(page >= pages && !totalIsCapped) || disabled}
          onClick={() => onPageChange(page + 1)}
        >
          <PortalIcon name="chevronRight" />
        </IconButton>
      </HStack>
    </Flex>
  );
}

/**
 * Placeholder rows while the first page loads: a few, not a page's worth: twenty rows of placeholders
 * cost a phone about 400 ms more of blocked main thread (Lighthouse, /shipments). What lies below the
 * table does not jump when the rows arrive because the pager waits for them and the layout's footer
 * starts below the fold.
 */
const SKELETON_ROWS = 5;

/**
 * The rows that replace the first page's placeholders are drawn a phone's screenful at a time, each
 * step in a task of its own: twenty rows in one commit (their elements, styles and the table's layout,
 * 30–40 ms at full speed) were one of the longest tasks of the shipment list's first load on a phone.
 */
const ROWS_PER_STEP = 8;

/** The rows drawn so far while they come in steps (just after the placeholders), else undefined: all of them. */
function useRowsInSteps<Row>(rows: Row[], placeholders: boolean): Row[] | undefined {
  const [hadPlaceholders, setHadPlaceholders] = useState(placeholders);
  // The rows being drawn in steps and how many of them are drawn.
  const [steps, setSteps] = useState<[Row[], number]>();
  if (placeholders !== hadPlaceholders) {
    setHadPlaceholders(placeholders);
    if (!placeholders) setSteps([rows, ROWS_PER_STEP]);
  }
  const count = steps?.[0] === rows && steps[1] < rows.length ? steps[1] : 0;
  useEffect(() => {
    if (!count) return undefined;
    const next = setTimeout(() => startTransition(() => setSteps([rows, count + ROWS_PER_STEP])));
    return () => clearTimeout(next);
  }, [count, rows]);
  return count ? rows.slice(0, count) : undefined;
}

/**
 * The body's rows and cells are plain elements styled from here, as the table recipe's row and cell
 * slots (size sm, variant line) would style them. A Chakra part resolves its style props on every
 * render: a page of twenty rows is some two hundred cells, about a second of a phone's main thread
 * on the shipment list's first render.
 */
const BODY_CSS: SystemStyleObject = {
  '& > tr': { bg: 'bg' },
  '& > tr[data-activatable]': { cursor: 'pointer', _hover: { bg: 'colorPalette.subtle' } },
  '& > tr:focus-visible': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' },
  '& > tr > td': { textAlign: 'start', alignItems: 'center', px: '2', py: '2', borderBottomWidth: '1px' },
  '& > tr > td[data-align=center]': { textAlign: 'center' },
  '& > tr > td[data-align=end]': { textAlign: 'end' },
  '& > tr > td[data-phone-hidden]': { mdDown: { display: 'none' } },
};

export function DataTable<Row>({
  label,
  columns,
  rows,
  getRowId,
  total,
  totalIsCapped,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions,
  sort,
  onSortChange,
  loading = false,
  empty,
  onRowClick,
  cellCss,
}: DataTableProps<Row>) {
  const { t } = useTranslation();

  const showSkeleton = loading && rows.length === 0;
  const drawing = useRowsInSteps(rows, showSkeleton);
  const phoneShowsEssentialOnly = columns.some((column) => column.essential);
  // CSS, not a media query in script: the table is drawn once and the browser picks what shows.
  // Written as the phone's exception (mdDown), so a page without media queries shows every column.
  const displayOf = (column: DataTableColumn<Row>) =>
    phoneShowsEssentialOnly && !column.essential ? { mdDown: 'none' } : undefined;
  const phoneHidden = (column: DataTableColumn<Row>) => (phoneShowsEssentialOnly && !column.essential ? '' : undefined);

  const activate = (row: Row) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return; // keys inside a cell's own button or link
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  if (!loading && rows.length === 0) {
    return <Box py="4">{empty ?? <EmptyState title={t('table.empty')} />}</Box>;
  }

  return (
    <Box>
      {/* Positioned, so a cell's absolutely placed parts (a visually hidden file input) scroll with
          the table instead of widening the page. */}
      {/* On a phone the cells' text wraps at spaces, so a long name does not push the last column out. */}
      <Table.ScrollArea borderWidth="1px" borderRadius="l2" position="relative" whiteSpace={{ mdDown: 'normal' }}>
        <Table.Root
          size="sm"
          interactive={Boolean(onRowClick)}
          aria-label={label}
          aria-busy={loading || undefined}
          css={cellCss}
        >
          <Table.Header>
            <Table.Row>
              {columns.map((column) => {
                const field = sortFieldOf(column);
                const direction =
                  field && sort === field ? 'ascending' : field && sort === `-${field}` ? 'descending' : undefined;
                return (
                  <Table.ColumnHeader
                    key={column.key}
                    textAlign={column.align}
                    width={column.width}
                    // A long heading ("Price per extra kg (JOD)") wraps rather than pushing the last
                    // column (the actions) out of the box on a desktop screen.
                    whiteSpace="normal"
                    display={displayOf(column)}
                    aria-sort={field ? (direction ?? 'none') : undefined}
                  >
                    {field && onSortChange ? (
                      <SortButton type="button" onClick={() => onSortChange(nextSort(sort, field))}>
                        {column.header}
                        {direction ? <PortalIcon name={direction === 'ascending' ? 'arrowUp' : 'arrowDown'} /> : null}
                      </SortButton>
                    ) : (
                      column.header
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          <Table.Body opacity={loading ? 0.6 : 1} css={BODY_CSS}>
            {showSkeleton
              ? Array.from({ length: Math.min(pageSize, SKELETON_ROWS) }, (_, index) => (
                  <tr key={`skeleton-${index}`} data-testid="data-table-skeleton">
                    {columns.map((column) => (
                      <td key={column.key} data-phone-hidden={phoneHidden(column)}>
                        <Skeleton height="4" />
                      </td>
                    ))}
                  </tr>
                ))
              : (drawing ?? rows).map((row) => (
                  <tr
                    key={getRowId(row)}
                    tabIndex={onRowClick ? 0 : undefined}
                    data-activatable={onRowClick ? '' : undefined}
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                    onKeyDown={onRowClick ? activate(row) : undefined}
                  >
                    {columns.map((column) => (
                      <td key={column.key} data-align={column.align} data-phone-hidden={phoneHidden(column)}>
                        {column.render
                          ? column.render(row)
                          : String((row as Record<string, unknown>)[column.key] ?? '')}
                      </td>
                    ))}
                  </tr>
                ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {loading ? (
        <Text srOnly role="status">
          {t('table.loading')}
        </Text>
      ) : null}
      {/* Not under the first page's skeleton, nor before all its rows are drawn: the rows that replace
          it are more and taller, so a pager drawn above them would jump down the screen (a layout shift). */}
      {showSkeleton || drawing ? null : (
        <PaginationBar
          label={label}
          total={total}
          totalIsCapped={totalIsCapped}
          page={page}
          pageSize={pageSize}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
          pageSizeOptions={pageSizeOptions}
          disabled={loading}
        />
      )}
    </Box>
  );
}
