/** Every editable admin row carries its id and the version the next update must send (design §5). */
export interface AdminItem {
  id: string;
  version: number;
}

export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ListParams {
  page: number;
  pageSize: number;
  sort?: string;
  q?: string;
  /** Resource filters (countryId, isActive, role…). */
  filters: Record<string, string>;
}
