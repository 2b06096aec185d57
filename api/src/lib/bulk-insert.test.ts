import { inArray } from 'drizzle-orm';
import { createTestDatabase } from '../../test/support/test-database';
import { couriers } from '../db/schema';
import { insertMany } from './bulk-insert';

// Couriers stand for any table: their columns have SQL names unlike their property names (name_ar),
// defaults (source, active_flag), a nullable text and a timestamp.
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

const courier = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `Name ${code}`,
  nameAr: `اسم ${code}`,
  website: null,
  logoUpdatedAt: null,
  ...extra,
});

async function stored(codes: string[]) {
  const rows = await database.db.select().from(couriers).where(inArray(couriers.code, codes));
  return rows.sort((a, b) => codes.indexOf(a.code) - codes.indexOf(b.code));
}

describe('insertMany', () => {
  it("inserts every row with its values and the table's defaults, returning the asked column in the rows' order", async () => {
    const updated = new Date('2026-11-26T10:15:30.123Z');
    const codes = ['bulk-c', 'bulk-a', 'bulk-b'];
    const ids = await insertMany(
      database.db,
      couriers,
      [
        courier('bulk-c', { website: 'https://c.example', logoUpdatedAt: updated }),
        courier('bulk-a', { website: undefined }),
        courier('bulk-b', { name: 'O\'Brien "quoted" \\ name' }),
      ],
      'id',
    );
    const rows = await stored(codes);
    expect(ids).toEqual(rows.map((row) => row.id));
    expect(rows).toEqual([
      expect.objectContaining({
        code: 'bulk-c',
        name: 'Name bulk-c',
        nameAr: 'اسم bulk-c',
        website: 'https://c.example',
        logoUpdatedAt: updated,
        source: 'builtin',
        activeFlag: 'active',
        version: 1,
      }),
      expect.objectContaining({ code: 'bulk-a', website: null, logoUpdatedAt: null, source: 'builtin' }),
      expect.objectContaining({ code: 'bulk-b', name: 'O\'Brien "quoted" \\ name' }),
    ]);
  });

  it('returns a column by its property name, whatever its name in the database', async () => {
    const names = await insertMany(
      database.db,
      couriers,
      Array.from({ length: 300 }, (_, n) => courier(`bulk-many-${299 - n}`)),
      'nameAr',
    );
    expect(names).toEqual(Array.from({ length: 300 }, (_, n) => `اسم bulk-many-${299 - n}`));
  });

  it('inserts nothing and asks the database nothing for no rows', async () => {
    const refusing = {
      execute: () => Promise.reject(new Error('no statement expected')),
    } as unknown as typeof database.db;
    expect(await insertMany(refusing, couriers, [], 'id')).toEqual([]);
  });

  it('refuses a property that is not a column of the table, naming it', async () => {
    await expect(insertMany(database.db, couriers, [{ code: 'bulk-x', colour: 'red' }], 'id')).rejects.toThrow(
      'insertMany: colour is not a column',
    );
    expect(await stored(['bulk-x'])).toEqual([]);
  });
});
