import { buildTestApp, type TestApp } from '../../test/support/test-app';
import { createTestDatabase } from '../../test/support/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const apps: TestApp[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.dispose();
});

/** The API behind one proxy that terminates TLS and says so in X-Forwarded-Proto. */
async function behindProxy(hstsMaxAgeSeconds?: number) {
  const app = await buildTestApp(database, { trustProxy: 1, hstsMaxAgeSeconds });
  apps.push(app);
  return (proto: string) => app.inject({ method: 'GET', url: '/api/healthz', headers: { 'x-forwarded-proto': proto } });
}

describe('Strict-Transport-Security', () => {
  it('is sent for a year on answers served over HTTPS, never over plain HTTP', async () => {
    const get = await behindProxy();
    expect((await get('https')).headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await get('http')).headers['strict-transport-security']).toBeUndefined();
  });

  it('takes its max-age from the configuration, and 0 turns it off', async () => {
    expect((await (await behindProxy(600))('https')).headers['strict-transport-security']).toBe('max-age=600');
    expect((await (await behindProxy(0))('https')).headers['strict-transport-security']).toBeUndefined();
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const app = await buildTestApp(database);
    apps.push(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
