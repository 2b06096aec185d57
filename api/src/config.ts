import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import type { Database, DatabaseConfig } from './db/client';
import type { PasswordHashingOptions } from './lib/passwords';
import type { MailTransport } from './mail/transport';
import type { SmsSender } from './sms/adapters';
import { parseWebhookKey } from './lib/webhook-crypto';
import { defaultDataDir } from './paths';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** Per-IP and per-account limits (configuration, so tests can set them). */
export interface RateLimits {
  /** Every route, per IP. */
  global: RateLimitRule;
  /** Wrong passwords from one address, whatever the accounts. */
  loginPerIp: RateLimitRule;
  /** Wrong passwords on one account from one address: a guesser elsewhere does not lock the owner out. */
  loginPerAccountAndIp: RateLimitRule;
  /**
   * Wrong passwords on one account from all addresses together: a much higher cap for spread-out
   * guessing, which the account's known sources (where it signed in lately) neither fill nor wait for.
   */
  loginPerAccount: RateLimitRule;
  forgotPasswordPerIp: RateLimitRule;
  /** Reset-link requests for one e-mail from one address. */
  forgotPasswordPerAccountAndIp: RateLimitRule;
  /** Reset mails to one inbox from addresses that are not its known sources: bounds flooding of it. */
  forgotPasswordPerAccount: RateLimitRule;
  /** Reset attempts (any token) from one address. */
  resetPasswordPerIp: RateLimitRule;
  /** Wrong current passwords on one account (password change, e-mail change). */
  currentPasswordPerAccount: RateLimitRule;
  signupPerIp: RateLimitRule;
  /** Joining with a referral code, per user: codes cannot be guessed by trying. */
  joinOrganizationPerUser: RateLimitRule;
  /** Reading a referral code's organization (public), per address: codes cannot be guessed by trying. */
  referralCodeLookupsPerIp: RateLimitRule;
  /** Invitation e-mails (each address counts), per organization. */
  invitationsPerOrganization: RateLimitRule;
  /** Requests made with one API key (client or courier). */
  apiKeyRequests: RateLimitRule;
  /** Update codes sent for one parcel (tracking page subscriptions), whatever the addresses. */
  updateCodesPerParcel: RateLimitRule;
  /** Update codes sent to one e-mail or phone (normalised), whatever the parcels. */
  updateCodesPerAddress: RateLimitRule;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  global: { max: 600, windowMs: MINUTE },
  loginPerIp: { max: 30, windowMs: 15 * MINUTE },
  loginPerAccountAndIp: { max: 10, windowMs: 15 * MINUTE },
  loginPerAccount: { max: 100, windowMs: 15 * MINUTE },
  forgotPasswordPerIp: { max: 10, windowMs: 15 * MINUTE },
  forgotPasswordPerAccountAndIp: { max: 3, windowMs: 15 * MINUTE },
  forgotPasswordPerAccount: { max: 20, windowMs: 60 * MINUTE },
  resetPasswordPerIp: { max: 10, windowMs: 15 * MINUTE },
  currentPasswordPerAccount: { max: 10, windowMs: 15 * MINUTE },
  signupPerIp: { max: 10, windowMs: 60 * MINUTE },
  joinOrganizationPerUser: { max: 10, windowMs: 15 * MINUTE },
  referralCodeLookupsPerIp: { max: 30, windowMs: 15 * MINUTE },
  invitationsPerOrganization: { max: 100, windowMs: 60 * MINUTE },
  apiKeyRequests: { max: 300, windowMs: MINUTE },
  updateCodesPerParcel: { max: 5, windowMs: 60 * MINUTE },
  updateCodesPerAddress: { max: 3, windowMs: 60 * MINUTE },
};

export interface MailOptions {
  /** smtp(s)://user:pass@host:port; without it messages are written as .eml files under <dataDir>/mail. */
  smtpUrl?: string;
  from?: string;
  /** Replaces SMTP/files (tests). */
  transport?: MailTransport;
  maxAttempts?: number;
  /** First retry delay; doubles with every attempt. */
  retryBaseMs?: number;
}

export interface WebhookOptions {
  /** Encrypts the endpoints' signing secrets at rest (32 bytes); without it, a random key for this process (tests). */
  secretKey?: Buffer;
  /** Lets endpoints use http:// and private, loopback or link-local addresses (demo and tests; never production). */
  allowPrivate?: boolean;
  /** How long one attempt may take (default 10 s). */
  timeoutMs?: number;
  /** Deliveries sent at once by one process. */
  concurrency?: number;
  /** Deliveries in flight at once to one endpoint: a slow endpoint holds its own slots, not the others'. */
  perEndpoint?: number;
}

export interface OutboxOptions {
  /**
   * How often the worker looks for due messages (retries, other replicas' rows); it also wakes when a
   * message is queued. False runs no worker: tests call `app.outbox.process()` (or the mail and webhook
   * shortcuts) themselves.
   */
  workerIntervalMs?: number | false;
}

export interface SmsOptions {
  /** Twilio's Messages API; without it each SMS is written as a file under <dataDir>/sms. */
  twilio?: { accountSid: string; authToken: string; from: string; baseUrl?: string };
  /** Replaces Twilio/files (tests). */
  sender?: SmsSender;
}

export interface RecipientOptions {
  /** Poll interval of the recipient worker; false runs none (tests call app.recipients.process()). */
  workerIntervalMs?: number | false;
}

/** Twilio when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are all set; else demo files. */
export function smsOptionsFromEnv(env: NodeJS.ProcessEnv): SmsOptions {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, TWILIO_BASE_URL } = env;
  if (!TWILIO_ACCOUNT_SID && !TWILIO_AUTH_TOKEN && !TWILIO_FROM) return {};
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_FROM)
    throw new Error('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are needed together');
  return {
    twilio: {
      accountSid: TWILIO_ACCOUNT_SID,
      authToken: TWILIO_AUTH_TOKEN,
      from: TWILIO_FROM,
      baseUrl: TWILIO_BASE_URL || undefined,
    },
  };
}

export interface AppOptions {
  /** How to reach the database, or an open one the caller keeps ownership of (tests). */
  database: DatabaseConfig | { instance: Database };
  /** Folder for local state: mail files (and, for the server, PGlite and the JWT secret). */
  dataDir?: string;
  jwtSecret: string;
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  resetTokenTtlSeconds?: number;
  /** Base of links in e-mails, e.g. https://portal.example.com. */
  publicUrl?: string;
  mail?: MailOptions;
  webhooks?: WebhookOptions;
  outbox?: OutboxOptions;
  sms?: SmsOptions;
  recipients?: RecipientOptions;
  rateLimits?: Partial<RateLimits>;
  /**
   * How often the global limit's counts go to PostgreSQL and come back (default 1 s); a test sets it
   * long and syncs by hand (`app.syncRateLimits()`), so no timer moves its counts in between.
   */
  rateLimitSyncMs?: number;
  passwordHashing?: PasswordHashingOptions;
  /** Seed data on start: reference data always, the demo accounts and shipments when demo is true. */
  seed?: { demo: boolean } | false;
  /** Folder with host/ and remote-<name>/ builds to serve on the same port (demo). */
  appsDir?: string;
  /** The host's build to serve instead of <appsDir>/host/dist (the monolith build, for benchmarks). */
  hostDist?: string;
  logger?: FastifyServerOptions['logger'];
  /** One log line per request (default on); the demo turns it off so its console stays readable. */
  logRequests?: boolean;
  /**
   * Strict-Transport-Security's max-age on answers served over HTTPS (directly, or by a trusted proxy's
   * X-Forwarded-Proto); 0 sends none. Default one year.
   */
  hstsMaxAgeSeconds?: number;
  /** Proxies whose X-Forwarded-For is believed: their addresses or networks, or a number of hops (see trustProxyFromEnv). */
  trustProxy?: FastifyServerOptions['trustProxy'] | number;
  /** The clock for API keys (expiry, rotation overlap); tests pass one they can move. */
  now?: () => Date;
  /** How long a rotated key's previous secret keeps working (default 24 h). */
  apiKeyRotationOverlapMs?: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  app: AppOptions;
}

/** The server's settings from the environment (every variable: the README's "Configuration" table). */
export async function serverConfigFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<ServerConfig> {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR || defaultDataDir);
  const appsDir = env.APPS_DIR ? path.resolve(env.APPS_DIR) : undefined;
  const demo = env.DEMO_SEED ? env.DEMO_SEED === '1' || env.DEMO_SEED === 'true' : !production;
  const database = databaseConfigFromEnv(env);
  return {
    port: env.PORT ? Number(env.PORT) : appsDir ? 8080 : 4000,
    host: env.HOST || '0.0.0.0',
    app: {
      database,
      dataDir,
      jwtSecret: await resolveJwtSecret(env.JWT_SECRET, dataDir, production),
      publicUrl: env.PUBLIC_URL || 'http://localhost:8080',
      mail: { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM || undefined },
      sms: smsOptionsFromEnv(env),
      webhooks: {
        secretKey: await resolveWebhookKey(env.WEBHOOK_SECRET_KEY, dataDir, production),
        allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE
          ? env.WEBHOOKS_ALLOW_PRIVATE === '1' || env.WEBHOOKS_ALLOW_PRIVATE === 'true'
          : false,
      },
      seed: env.SEED === '0' ? false : { demo },
      rateLimits: rateLimitsFromEnv(env.RATE_LIMITS),
      appsDir,
      hostDist: appsDir && env.HOST_DIST ? path.resolve(appsDir, env.HOST_DIST) : undefined,
      trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
      hstsMaxAgeSeconds: hstsMaxAgeFromEnv(env.HSTS_MAX_AGE),
      logRequests: env.LOG_REQUESTS !== '0' && env.LOG_REQUESTS !== 'false',
      // Redactions and the error serializer are added by buildApp (lib/logging.ts).
      logger: { level: env.LOG_LEVEL || 'info' },
    },
  };
}

/**
 * RATE_LIMITS: JSON overriding some limits, e.g. '{"loginPerAccount":{"max":20,"windowMs":900000}}'
 * (benchmarks and load tests raise them; the defaults suit production).
 */
export function rateLimitsFromEnv(value: string | undefined): Partial<RateLimits> | undefined {
  if (!value) return undefined;
  const parsed = JSON.parse(value) as Record<string, unknown>;
  for (const [name, rule] of Object.entries(parsed)) {
    const { max, windowMs } = (rule ?? {}) as Partial<RateLimitRule>;
    if (!(name in DEFAULT_RATE_LIMITS) || !Number.isInteger(max) || !Number.isInteger(windowMs)) {
      throw new Error(
        `RATE_LIMITS: "${name}" must be one of ${Object.keys(DEFAULT_RATE_LIMITS).join(', ')} with integer max and windowMs`,
      );
    }
  }
  return parsed as Partial<RateLimits>;
}

export const DEFAULT_HSTS_MAX_AGE_SECONDS = 31_536_000;

/** HSTS_MAX_AGE: seconds browsers keep to HTTPS after an answer over HTTPS (0: no header). */
export function hstsMaxAgeFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_HSTS_MAX_AGE_SECONDS;
  if (!/^\d+$/.test(value)) throw new Error('HSTS_MAX_AGE must be a whole number of seconds (0 turns HSTS off)');
  return Number(value);
}

// Names proxy-addr knows for the reserved ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which proxies' X-Forwarded-For to believe, so rate limits and logs see the client.
 * Addresses and networks of the proxies ("172.28.0.10", "10.0.0.0/8, loopback") trust only them;
 * a number trusts that many hops in front of the API (only safe when nothing else can reach it);
 * unset or 0 believes no header. "true" (every caller's header) is refused: anyone could pick an address.
 */
export function trustProxyFromEnv(value: string | undefined): number | string[] | false {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === '0' || trimmed === 'false') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrNetwork(entry));
  if (invalid.length > 0)
    throw new Error(
      `TRUST_PROXY must list the proxies' addresses or networks (e.g. "172.28.0.10" or "10.0.0.0/8") or give a number of hops; not: ${invalid.join(', ')}`,
    );
  return entries;
}

/** DATABASE_URL (PostgreSQL) or PGlite under DATA_DIR/pglite (default <repo>/.data/pglite). */
export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  return env.DATABASE_URL
    ? { driver: 'postgres', url: env.DATABASE_URL }
    : { driver: 'pglite', dataDir: path.join(path.resolve(env.DATA_DIR || defaultDataDir), 'pglite') };
}

/**
 * JWT_SECRET from the environment; in demo without one, a random secret kept under the data folder,
 * so every API process on that folder signs alike and restarts keep sessions. Production requires it.
 */
export async function resolveJwtSecret(
  fromEnv: string | undefined,
  dataDir: string,
  production: boolean,
): Promise<string> {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    return fromEnv;
  }
  if (production) throw new Error('JWT_SECRET is required when NODE_ENV=production');
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // First start: create it below.
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process created it meanwhile: then read theirs.
  try {
    await writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    await chmod(file, 0o600);
    return secret;
  } catch {
    return (await readFile(file, 'utf8')).trim();
  }
}

/**
 * WEBHOOK_SECRET_KEY from the environment; in demo without one, a random key kept under the data folder
 * (like the JWT secret), so every API process on that folder reads the same secrets. Production requires it.
 */
export async function resolveWebhookKey(
  fromEnv: string | undefined,
  dataDir: string,
  production: boolean,
): Promise<Buffer> {
  if (fromEnv) return parseWebhookKey(fromEnv);
  if (production) throw new Error('WEBHOOK_SECRET_KEY is required when NODE_ENV=production');
  const file = path.join(dataDir, 'webhook-secret-key');
  try {
    return parseWebhookKey(await readFile(file, 'utf8'));
  } catch {
    // First start: create it below.
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  // 'wx' fails if another process created it meanwhile: then read theirs.
  try {
    await writeFile(file, `${key}\n`, { flag: 'wx', mode: 0o600 });
    await chmod(file, 0o600);
    return parseWebhookKey(key);
  } catch {
    return parseWebhookKey(await readFile(file, 'utf8'));
  }
}
