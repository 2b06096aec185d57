import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/support/test-database';
import { readAll } from './read-all';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

/** A read that records when it starts and ends, answering after the database has answered. */
function recorded(events: string[], name: string, db: Parameters<typeof readAll>[0]) {
  return async () => {
    events.push(`start ${name}`);
    const result = await db.execute(sql`select ${name}::text as name, pg_sleep(0.02)`);
    const [row] = (result as unknown as { rows: { name: string }[] }).rows;
    events.push(`end ${name}`);
    return row.name;
  };
}

describe('readAll', () => {
  it('runs the reads one after another inside a transaction, answering in order', async () => {
    const events: string[] = [];
    const answers = await database.db.transaction((tx) =>
      readAll(tx, [recorded(events, 'a', tx), recorded(events, 'b', tx), recorded(events, 'c', tx)]),
    );
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('starts every read at once outside a transaction', async () => {
    const events: string[] = [];
    const db = database.db;
    const answers = await readAll(db, [recorded(events, 'a', db), recorded(events, 'b', db)]);
    expect(answers).toEqual(['a', 'b']);
    expect(events.slice(0, 2)).toEqual(['start a', 'start b']);
  });
});
