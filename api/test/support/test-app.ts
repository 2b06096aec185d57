import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppOptions, RateLimits } from '../../src/config';
import type { Database } from '../../src/db/client';
import { memoryTransport } from '../../src/mail/transport';
import { createTestDatabase } from './test-database';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

// Generous limits so ordinary tests never trip them; the rate-limit tests set their own.
const RELAXED: RateLimits = {
  global: { max: 100_000, windowMs: 60_000 },
  loginPerIp: { max: 100_000, windowMs: 60_000 },
  loginPerAccount: { max: 100_000, windowMs: 60_000 },
  loginPerAccountAndIp: { max: 100_000, windowMs: 60_000 },
  resetPasswordPerIp: { max: 100_000, windowMs: 60_000 },
  currentPasswordPerAccount: { max: 100_000, windowMs: 60_000 },
  forgotPasswordPerIp: { max: 100_000, windowMs: 60_000 },
  forgotPasswordPerAccountAndIp: { max: 100_000, windowMs: 60_000 },
  forgotPasswordPerAccount: { max: 100_000, windowMs: 60_000 },
  signupPerIp: { max: 100_000, windowMs: 60_000 },
  joinOrganizationPerUser: { max: 100_000, windowMs: 60_000 },
  referralCodeLookupsPerIp: { max: 100_000, windowMs: 60_000 },
  invitationsPerOrganization: { max: 100_000, windowMs: 60_000 },
  apiKeyRequests: { max: 100_000, windowMs: 60_000 },
  updateCodesPerParcel: { max: 100_000, windowMs: 60_000 },
  updateCodesPerAddress: { max: 100_000, windowMs: 60_000 },
};

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** Cheap argon2id for tests only (the production default is 19 MiB, t=2; see passwords.test.ts). */
export const TEST_PASSWORD_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

type SentSms = { id: string; to: string; text: string };
export type TestApp = FastifyInstance & { sentMail: ReturnType<typeof memoryTransport>; sentSms: SentSms[] };

export async function buildTestApp(database: Database, overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const transport = memoryTransport();
  const sentSms: SentSms[] = [];
  const app = await buildApp({
    database: { instance: database },
    jwtSecret: TEST_JWT_SECRET,
    passwordHashing: TEST_PASSWORD_HASHING,
    publicUrl: 'http://portal.test',
    ...overrides,
    mail: { transport, retryBaseMs: 0, ...overrides.mail },
    // Tests drive the outbox (app.outbox.process(), app.webhooks.processDeliveries()) against receivers on 127.0.0.1.
    webhooks: { allowPrivate: true, timeoutMs: 2_000, ...overrides.webhooks },
    outbox: { workerIntervalMs: false, ...overrides.outbox },
    // Tests drive the recipient worker (app.recipients.process()) and read the SMS sent from sentSms.
    recipients: { workerIntervalMs: false, ...overrides.recipients },
    sms: { sender: { send: async (message) => void sentSms.push(message) }, ...overrides.sms },
    rateLimits: { ...RELAXED, ...overrides.rateLimits },
  });
  await app.ready();
  return Object.assign(app, { sentMail: transport, sentSms });
}

/** JSON request helper: `call(app, 'POST', '/api/v1/auth/login', { body, token, lang })`. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { body?: unknown; token?: string; lang?: string; headers?: Record<string, string>; ip?: string } = {},
) {
  return app.inject({
    method,
    url,
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
    remoteAddress: options.ip,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
      ...options.headers,
    },
  });
}

export type StartedTestApp = TestApp & {
  /** The file's own database, for a second app on the same data (other options). */
  testDatabase: TestDatabase;
  closeWithDatabase(): Promise<void>;
};

/** A fresh database and an app on it for one test file: `beforeAll` starts it, `afterAll` closes both. */
export async function startTestApp(overrides: Partial<AppOptions> = {}): Promise<StartedTestApp> {
  const testDatabase = await createTestDatabase();
  const app = await buildTestApp(testDatabase, overrides);
  return Object.assign(app, {
    testDatabase,
    closeWithDatabase: async () => {
      await app.close();
      await testDatabase.dispose();
    },
  });
}

/** A multipart body with one file field, as a browser's FormData sends it. */
export function multipartFile(
  bytes: Buffer | string,
  options: { field?: string; fileName?: string; contentType?: string; fieldsBefore?: [string, string][] } = {},
) {
  const boundary = '----portal-test-boundary';
  const payload = Buffer.concat([
    ...(options.fieldsBefore ?? []).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.fileName ?? 'file.csv'}"\r\nContent-Type: ${options.contentType ?? 'text/csv'}\r\n\r\n`,
    ),
    typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
