import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { type CopyKind, copyLineWriter } from './copy-text';
import { inTransaction } from './sql-session';

/**
 * Values that COPY text and JSON write differently go out as `row_to_json` text and come back through
 * COPY exactly: every digit of a bigint and a numeric, a json column's spacing, arrays, bytes, escapes.
 */

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ driver: 'postgres', migrated: false });
});

afterAll(async () => {
  await database?.dispose();
});

it('carries every kind of value through row_to_json and COPY unchanged', async () => {
  const columns = `id int, big bigint, amount numeric, ratio double precision, yes boolean, day date,
    at timestamptz, label text, tags text[], doc jsonb, raw json, bytes bytea, ref uuid`;
  const rows = `
    (1, 9007199254740993, 12.50, 0.1, true, '2026-02-28', '2026-11-27 23:41:42.123456+03',
     E'tab\\there\\nline\\r \\\\ "quoted" مرحبا', array['a,b', 'say "hi"', null, E'back\\\\slash', ''],
     '{"k": [1, "\\t"], "n": 12345678901234567890}', '{ "spaced" :  1 }', '\\x00ff10', gen_random_uuid()),
    (2, -1, 'NaN', 'Infinity', false, null, 'infinity', '', '{}', 'null', '[]', '\\x', null),
    (3, null, null, null, null, null, null, null, null, null, null, null, null)`;
  const result = await inTransaction(database, [], async (session) => {
    await session.query(`create table source (${columns})`);
    await session.query(`create table target (${columns})`);
    await session.query(`insert into source values ${rows}`);
    const json = await session.query<{ j: string }>(`select row_to_json(s)::text as j from source s order by id`);
    const kinds: CopyKind[] = [
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'array',
      'json',
      'json',
      'text',
      'text',
    ];
    const names = ['id', 'big', 'amount', 'ratio', 'yes', 'day', 'at', 'label', 'tags', 'doc', 'raw', 'bytes', 'ref'];
    const line = copyLineWriter(names, kinds);
    await session.copyIn!(
      'copy target from stdin',
      (async function* () {
        for (const row of json) yield line(row.j);
      })(),
    );
    const back = await session.query<{ j: string }>(`select row_to_json(t)::text as j from target t order by id`);
    return { sent: json.map((row) => row.j), back: back.map((row) => row.j) };
  });
  expect(result.back).toEqual(result.sent);
  expect(result.back[0]).toContain('9007199254740993');
  expect(result.back[0]).toContain('12345678901234567890');
});

it('a COPY the server refuses ends with its error and the transaction rolled back, not hanging', async () => {
  await expect(
    inTransaction(database, [], async (session) => {
      await session.query('create table once (id int primary key)');
      await session.copyIn!(
        'copy once from stdin',
        (async function* () {
          yield '1\n1\n';
        })(),
      );
    }),
  ).rejects.toThrow(/duplicate key/);
  const [row] = await inTransaction(database, [], (session) => session.query(`select to_regclass('once') as name`));
  expect(row).toEqual({ name: null });
});
