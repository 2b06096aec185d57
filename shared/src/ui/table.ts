// @portal/shared/ui/table — tables, the server-paginated DataTable, the list's SearchBox and the first-run guide
// an account without shipments sees above its (empty) lists.
export { Table } from './kit/table';
export { DataTable, nextSort, PaginationBar } from './kit/data-table';
export type { DataTableColumn, DataTableProps, PaginationBarProps } from './kit/data-table';
export { SearchBox } from './kit/search-box';
export type { SearchBoxProps } from './kit/search-box';
export { ListFilters } from './kit/list-filters';
export type { ListFiltersProps } from './kit/list-filters';
export { FirstRun } from './kit/first-run';
