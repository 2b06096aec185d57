import { type AnyPgColumn, PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { containsPattern, searchCondition } from './search';

const people = pgTable('people', { searchText: text('search_text'), email: text('email'), phone: text('phone') });
const dialect = new PgDialect();
const query = (q: string | undefined, normalized: AnyPgColumn | null, plain?: AnyPgColumn[]) => {
  const condition = searchCondition(q, normalized, plain);
  if (!condition) return undefined;
  const { sql, params } = dialect.sqlToQuery(condition);
  return { sql, params };
};

describe('containsPattern', () => {
  it('matches the text literally anywhere: LIKE wildcards and the escape character are escaped', () => {
    expect(containsPattern('amman')).toBe('%amman%');
    expect(containsPattern('50%_off\\now')).toBe('%50\\%\\_off\\\\now%');
    expect(containsPattern('')).toBe('%%');
  });
});

describe('searchCondition', () => {
  it.each([undefined, '', '   '])('adds no condition for the empty query %j', (q) => {
    expect(searchCondition(q, people.searchText, [people.email])).toBeUndefined();
  });

  it('compares the normalized column with the normalized, trimmed query (diacritics, hamza, Arabic-Indic digits)', () => {
    expect(query('  أحمد ٠٧٩ ', people.searchText)).toEqual({
      sql: '"people"."search_text" like $1',
      params: ['%احمد 079%'],
    });
  });

  it('compares the plain columns case-insensitively with the trimmed query as typed, any of them matching', () => {
    expect(query(' Hala_S ', people.searchText, [people.email, people.phone])).toEqual({
      sql: '("people"."search_text" like $1 or "people"."email" ilike $2 or "people"."phone" ilike $3)',
      params: ['%hala\\_s%', '%Hala\\_S%', '%Hala\\_S%'],
    });
    expect(query('x', null, [people.email])).toEqual({ sql: '"people"."email" ilike $1', params: ['%x%'] });
  });
});
