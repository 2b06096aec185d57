import { normalizeSearchText } from '@portal/shared/domain';
import { or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A LIKE pattern that matches `text` literally anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `q` against a normalized search column (docs/architecture.md#search: diacritics, hamza forms, Arabic-Indic digits
 * do not matter) and, when given, plain columns compared case-insensitively.
 */
export function searchCondition(
  q: string | undefined,
  normalized: AnyPgColumn | null,
  plain: AnyPgColumn[] = [],
): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const conditions: SQL[] = [];
  if (normalized) conditions.push(sql`${normalized} like ${containsPattern(normalizeSearchText(text))}`);
  for (const column of plain) conditions.push(sql`${column} ilike ${containsPattern(text)}`);
  return or(...conditions);
}
