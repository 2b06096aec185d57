import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  hstsMaxAgeFromEnv,
  rateLimitsFromEnv,
  resolveJwtSecret,
  resolveWebhookKey,
  serverConfigFromEnv,
} from './config';

describe('server configuration from the environment', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-config-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends SMS through Twilio only with its account, token and sender together; demo files otherwise', async () => {
    expect((await serverConfigFromEnv({ DATA_DIR: dataDir })).app.sms).toEqual({});
    const twilio = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' };
    expect((await serverConfigFromEnv({ DATA_DIR: dataDir, ...twilio })).app.sms).toEqual({
      twilio: { accountSid: 'AC1', authToken: 'token', from: '+15005550006', baseUrl: undefined },
    });
    await expect(serverConfigFromEnv({ DATA_DIR: dataDir, TWILIO_ACCOUNT_SID: 'AC1' })).rejects.toThrow(
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are needed together',
    );
  });

  it('defaults to PGlite under DATA_DIR, port 4000 (8080 with APPS_DIR), demo seed outside production', async () => {
    const config = await serverConfigFromEnv({ DATA_DIR: dataDir });
    expect(config.port).toBe(4000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.app.database).toEqual({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    expect(config.app.seed).toEqual({ demo: true });
    expect(config.app.publicUrl).toBe('http://localhost:8080');
    expect((await serverConfigFromEnv({ DATA_DIR: dataDir, APPS_DIR: '/srv/apps' })).port).toBe(8080);
  });

  it('sends HSTS for a year unless HSTS_MAX_AGE says otherwise (0 turns it off)', async () => {
    expect((await serverConfigFromEnv({ DATA_DIR: dataDir })).app.hstsMaxAgeSeconds).toBe(31_536_000);
    expect(hstsMaxAgeFromEnv('0')).toBe(0);
    expect(hstsMaxAgeFromEnv('63072000')).toBe(63_072_000);
    expect(() => hstsMaxAgeFromEnv('a year')).toThrow(
      'HSTS_MAX_AGE must be a whole number of seconds (0 turns HSTS off)',
    );
    expect(() => hstsMaxAgeFromEnv('-1')).toThrow('HSTS_MAX_AGE');
  });

  it('serves another host build with HOST_DIST, relative to APPS_DIR (the monolith, for benchmarks)', async () => {
    const served = await serverConfigFromEnv({
      DATA_DIR: dataDir,
      APPS_DIR: '/srv/apps',
      HOST_DIST: 'host/dist-monolith',
    });
    expect(served.app.hostDist).toBe(path.resolve('/srv/apps/host/dist-monolith'));
    expect((await serverConfigFromEnv({ DATA_DIR: dataDir, APPS_DIR: '/srv/apps' })).app.hostDist).toBeUndefined();
  });

  it('uses node-postgres with DATABASE_URL and never seeds demo accounts in production', async () => {
    const config = await serverConfigFromEnv({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/portal',
      JWT_SECRET: 's'.repeat(40),
      WEBHOOK_SECRET_KEY: 'ab'.repeat(32),
      PORT: '9000',
    });
    expect(config.app.database).toEqual({ driver: 'postgres', url: 'postgres://db/portal' });
    expect(config.app.seed).toEqual({ demo: false });
    expect(config.port).toBe(9000);
  });

  it('requires JWT_SECRET in production and a long one anywhere', async () => {
    await expect(serverConfigFromEnv({ DATA_DIR: dataDir, NODE_ENV: 'production' })).rejects.toThrow(
      'JWT_SECRET is required',
    );
    await expect(resolveJwtSecret('short', dataDir, false)).rejects.toThrow('at least 32 characters');
  });

  it('keeps one demo JWT secret under the data folder, so restarts and several processes agree', async () => {
    const first = await resolveJwtSecret(undefined, dataDir, false);
    const second = await resolveJwtSecret(undefined, dataDir, false);
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    expect((await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
  });

  it('requires WEBHOOK_SECRET_KEY in production (32 bytes, hex or base64) and keeps one demo key under the data folder', async () => {
    await expect(
      serverConfigFromEnv({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40) }),
    ).rejects.toThrow('WEBHOOK_SECRET_KEY is required');
    const hex = 'ab'.repeat(32);
    expect(await resolveWebhookKey(hex, dataDir, true)).toEqual(Buffer.from(hex, 'hex'));
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(await resolveWebhookKey(base64, dataDir, true)).toEqual(Buffer.alloc(32, 7));
    await expect(resolveWebhookKey('abcd', dataDir, true)).rejects.toThrow('must be 32 bytes');

    const first = await resolveWebhookKey(undefined, dataDir, false);
    expect(first).toHaveLength(32);
    expect(await resolveWebhookKey(undefined, dataDir, false)).toEqual(first);
    expect((await stat(path.join(dataDir, 'webhook-secret-key'))).mode & 0o777).toBe(0o600);
  });

  it('allows private webhook targets only when WEBHOOKS_ALLOW_PRIVATE says so', async () => {
    expect((await serverConfigFromEnv({ DATA_DIR: dataDir })).app.webhooks?.allowPrivate).toBe(false);
    expect(
      (await serverConfigFromEnv({ DATA_DIR: dataDir, WEBHOOKS_ALLOW_PRIVATE: '1' })).app.webhooks?.allowPrivate,
    ).toBe(true);
  });

  it('reads RATE_LIMITS overrides and rejects unknown ones', () => {
    expect(rateLimitsFromEnv('{"loginPerIp":{"max":5,"windowMs":1000}}')).toEqual({
      loginPerIp: { max: 5, windowMs: 1000 },
    });
    expect(() => rateLimitsFromEnv('{"login":{"max":5,"windowMs":1000}}')).toThrow(/RATE_LIMITS/);
    expect(rateLimitsFromEnv(undefined)).toBeUndefined();
  });
});
