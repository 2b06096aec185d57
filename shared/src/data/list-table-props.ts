import type { Page } from '@portal/shared/domain';
import type { ListParamChanges, ListParams } from './use-list-params';
import type { QueryResult } from './use-query';

/** What a paged table needs from a list's query and its URL state (DataTable's props by those names). */
export interface ListTableProps<Row> {
  rows: Row[];
  getRowId(row: Row): string;
  total: number;
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
  sort?: string;
  onSortChange(sort: string | undefined): void;
  loading: boolean;
}

/**
 * Wires a server-paginated list (`useQuery` of a `Page`, `useListParams`) into a table: its rows and
 * total, the page, size and sort from the URL, and changes written back to the URL.
 * `<DataTable label columns {...listTableProps(list, listParams)} />`.
 */
export function listTableProps<Row extends { id: string }>(
  list: Pick<QueryResult<Page<Row>>, 'data' | 'isFetching'>,
  { params, update }: { params: ListParams; update(changes: ListParamChanges): void },
): ListTableProps<Row> {
  return {
    rows: list.data?.items ?? [],
    getRowId: (row) => row.id,
    total: list.data?.total ?? 0,
    totalIsCapped: list.data?.totalIsCapped ?? false,
    page: params.page,
    pageSize: params.pageSize,
    onPageChange: (page) => update({ page }),
    onPageSizeChange: (pageSize) => update({ pageSize }),
    sort: params.sort,
    onSortChange: (sort) => update({ sort }),
    loading: list.isFetching,
  };
}
