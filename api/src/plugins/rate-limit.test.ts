import { serverConfigFromEnv } from '../config';
import { createUserAndLogin } from '../../test/support/fixtures';
import { buildTestApp, call, type TestApp } from '../../test/support/test-app';
import { createTestDatabase } from '../../test/support/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

/** An app with a global limit of 3 requests a minute per address, closed after `use`. */
async function withTightApp(
  use: (app: TestApp) => Promise<void>,
  overrides: Parameters<typeof buildTestApp>[1] = {},
): Promise<void> {
  const app = await buildTestApp(database, { ...overrides, rateLimits: { global: { max: 3, windowMs: 60_000 } } });
  try {
    await use(app);
  } finally {
    await app.close();
  }
}

describe('global per-address limit on the routed path', () => {
  it('counts a percent-encoded API path like the plain one, and answers it uncached', async () => {
    await withTightApp(async (app) => {
      const { access_token: token } = await createUserAndLogin(app);
      const ip = '10.9.0.1';
      for (const url of ['/%61pi/v1/shipments', '/api/v1/%73hipments', '/api/%76%31/shipments']) {
        const response = await call(app, 'GET', url, { ip, token });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
        expect(response.headers['x-ratelimit-limit']).toBe('3');
        expect(response.headers['cache-control']).toBe('no-store');
      }
      const blocked = await call(app, 'GET', '/%61pi/v1/shipments', { ip, token, lang: 'ar' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^محاولات كثيرة جدًا/),
      });
    });
  });

  it('counts unknown API paths, encoded or not, and leaves the health probes alone', async () => {
    await withTightApp(async (app) => {
      const ip = '10.9.0.2';
      for (const url of ['/api/v1/nothing-here', '/%61pi/v1/nothing-here', '/api/%6eothing'])
        expect((await call(app, 'GET', url, { ip })).statusCode).toBe(404);
      expect((await call(app, 'GET', '/%61pi/v1/nothing-here', { ip })).statusCode).toBe(429);
      for (const url of ['/api/healthz', '/%61pi/healthz', '/api/readyz'])
        expect({ url, status: (await call(app, 'GET', url, { ip })).statusCode }).toEqual({ url, status: 200 });
    });
  });
});

describe('global limit for IPv6 callers', () => {
  it('counts one /64 as one caller, an IPv4-mapped address as its IPv4, and another /64 apart', async () => {
    await withTightApp(async (app) => {
      const me = (ip: string) => call(app, 'GET', '/api/v1/auth/me', { ip });
      for (const ip of ['2001:db8:9::1', '2001:db8:9:0:ffff::2', '2001:DB8:9:0::3'])
        expect((await me(ip)).statusCode).toBe(401);
      expect((await me('2001:db8:9::4')).statusCode).toBe(429);
      expect((await me('2001:db8:9:1::1')).statusCode).toBe(401);

      for (const ip of ['192.0.2.77', '::ffff:192.0.2.77', '::ffff:c000:24d'])
        expect((await me(ip)).statusCode).toBe(401);
      expect((await me('192.0.2.77')).statusCode).toBe(429);
    });
  });

  it("keys an IPv6 client named by the gateway's X-Forwarded-For by its /64", async () => {
    const { app: config } = await serverConfigFromEnv({ TRUST_PROXY: '1', JWT_SECRET: 's'.repeat(40) });
    await withTightApp(
      async (app) => {
        const viaProxy = (client: string) =>
          call(app, 'GET', '/api/v1/auth/me', { ip: '10.0.0.2', headers: { 'x-forwarded-for': client } });
        for (let n = 1; n <= 3; n++) expect((await viaProxy(`2001:db8:7::${n}`)).statusCode).toBe(401);
        expect((await viaProxy('2001:db8:7::99')).statusCode).toBe(429);
        expect((await viaProxy('2001:db8:8::1')).statusCode).toBe(401);
      },
      { trustProxy: config.trustProxy },
    );
  });
});

describe('client address behind the gateway (TRUST_PROXY)', () => {
  const GATEWAY = '172.28.0.10';
  const configFor = (TRUST_PROXY: string) => serverConfigFromEnv({ TRUST_PROXY, JWT_SECRET: 's'.repeat(40) });

  it('reads TRUST_PROXY as addresses and networks, or as a number of proxies, never as "trust everyone"', async () => {
    const trustProxyOf = async (value: string) => (await configFor(value)).app.trustProxy;
    expect(await trustProxyOf('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(await trustProxyOf('1')).toBe(1);
    expect(await trustProxyOf('2')).toBe(2);
    expect(await trustProxyOf('0')).toBe(false);
    expect(await trustProxyOf('')).toBe(false);
    await expect(trustProxyOf('true')).rejects.toThrow('TRUST_PROXY');
    await expect(trustProxyOf('gateway')).rejects.toThrow('TRUST_PROXY');
    await expect(trustProxyOf('10.0.0.0/99')).rejects.toThrow('TRUST_PROXY');
  });

  it("keeps a caller's own address when it forges X-Forwarded-For, and takes the gateway's word for the client", async () => {
    const { app: config } = await configFor(GATEWAY);
    await withTightApp(
      async (app) => {
        // Straight to the API with a new forged address each time: still one caller.
        const forged = (n: number) =>
          call(app, 'GET', '/api/v1/auth/me', { ip: '203.0.113.5', headers: { 'x-forwarded-for': `198.51.100.${n}` } });
        for (let n = 1; n <= 3; n++) expect((await forged(n)).statusCode).toBe(401);
        expect((await forged(4)).statusCode).toBe(429);

        // Through the gateway, which appends the address it saw: that one is the client, forged ones before it are not.
        const viaGateway = (client: string) =>
          call(app, 'GET', '/api/v1/auth/me', {
            ip: GATEWAY,
            headers: { 'x-forwarded-for': `203.0.113.99, ${client}` },
          });
        for (let n = 0; n < 3; n++) expect((await viaGateway('192.0.2.1')).statusCode).toBe(401);
        expect((await viaGateway('192.0.2.1')).statusCode).toBe(429);
        expect((await viaGateway('192.0.2.2')).statusCode).toBe(401);
      },
      { trustProxy: config.trustProxy },
    );
  });

  it('with a number of hops, believes only the last entries of X-Forwarded-For', async () => {
    const { app: config } = await configFor('1');
    await withTightApp(
      async (app) => {
        // The proxy appends the address it saw; what the caller wrote before it is ignored.
        const request = (forged: string) =>
          call(app, 'GET', '/api/v1/auth/me', {
            ip: '10.0.0.2',
            headers: { 'x-forwarded-for': `${forged}, 192.0.2.50` },
          });
        for (let n = 1; n <= 3; n++) expect((await request(`198.51.100.${n}`)).statusCode).toBe(401);
        expect((await request('198.51.100.4')).statusCode).toBe(429);
      },
      { trustProxy: config.trustProxy },
    );
  });
});
