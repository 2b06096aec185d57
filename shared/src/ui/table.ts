// @portal/shared/ui/table — tables and the server-paginated DataTable.
export { Table } from './kit/table';
export { DataTable, nextSort, PaginationBar } from './kit/data-table';
export type { DataTableColumn, DataTableProps, PaginationBarProps } from './kit/data-table';
