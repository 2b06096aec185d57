import { randomBytes } from 'node:crypto';
import pg from 'pg';

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database on the PostgreSQL server (DATABASE_URL, or the local one) for one run, dropped after. */
export async function withPostgresDatabase<T>(use: (url: string) => Promise<T>): Promise<T> {
  const name = `portal_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
