/** A page of a list, as every list endpoint answers (`?page=&pageSize=`, 1-based). */
export interface Page<T> {
  items: T[];
  total: number;
  /** (1.6) True when the server stopped counting at `total` and there are more rows (a long shipment list). */
  totalIsCapped?: boolean;
  page: number;
  pageSize: number;
}

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
