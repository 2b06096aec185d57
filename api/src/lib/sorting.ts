import { fieldError } from './errors';

/**
 * The `sort` query (`field`, or `-field` for descending) → the column it names among a list's own sortable
 * fields, or a 400 naming `sort`. Object.hasOwn, not a lookup: `constructor` or `toString` is no field.
 */
export function sortColumn<T>(sortable: Readonly<Record<string, T>>, sort: string): { column: T; descending: boolean } {
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  if (!Object.hasOwn(sortable, field)) throw fieldError('sort', 'invalidValue');
  return { column: sortable[field], descending };
}
