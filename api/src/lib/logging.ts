import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { decodedEscapes } from './request-path';

/**
 * What the API's log may hold (docs/architecture.md#logging): the shape of a failure, never the
 * values a caller sent. Database errors carry every query parameter (Drizzle's message and
 * `params`, PGlite's `params`, PostgreSQL's `detail`), so errors are rebuilt from an allow-list of
 * fields instead of being dumped whole.
 */

/** Keys whose values are secret or personal wherever they appear in a logged object (a body, a row). */
const SECRET_KEYS = new Set([
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'invitationToken',
  'key',
  'apiKey',
  'secret',
  'secretHash',
  'tokenHash',
  'email',
  'phone',
  'phoneNumber',
  'params',
  'parameters',
  'authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
]);
const REDACTED = '[Redacted]';
const MAX_REDACTION_DEPTH = 4;

/**
 * A log line's fields with every secret key's value replaced, in plain objects and arrays down to
 * four levels; copied only where something changes. Requests, replies and errors (class instances)
 * are left to their serializers, so a request line costs one look at two keys.
 */
function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > MAX_REDACTION_DEPTH || !value || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => redactSecrets(item, depth + 1));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, inner] of Object.entries(value)) {
    const next = SECRET_KEYS.has(key) ? REDACTED : redactSecrets(inner, depth + 1);
    if (next !== inner) (copy ??= { ...value })[key] = next;
  }
  return copy ?? value;
}

// Secrets a URL may carry: invitation and reset tokens and referral codes in the path; search terms and addresses in the query.
const SECRET_PATH_SEGMENT = /(\/(?:invitations|reset-password|referral-codes)\/)[^/?#]+/g;
const SECRET_QUERY_NAMES = new Set(['q', 'email', 'phone', 'phonenumber', 'token', 'key']);

/**
 * The URL with those secrets masked. The path and each parameter's name are decoded first, as the
 * router and the query parser see them (`/%69nvitations/<token>`, `%71=`); values are left encoded,
 * so an escaped `&` inside one cannot split it and carry half past the mask.
 */
export function maskedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = decodedEscapes(queryStart < 0 ? url : url.slice(0, queryStart)).replace(SECRET_PATH_SEGMENT, '$1…');
  if (queryStart < 0) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = decodedEscapes(equals < 0 ? pair : pair.slice(0, equals)).toLowerCase();
      return equals >= 0 && SECRET_QUERY_NAMES.has(name) ? `${pair.slice(0, equals)}=…` : pair;
    });
  return `${path}?${query.join('&')}`;
}

/** Fastify's request summary (method, URL, host, client address) with the URL masked. */
function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fields of an error (and of PostgreSQL's, Drizzle's and PGlite's) that describe it without its values. */
const SHAPE_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
];

const EMAIL = /[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+\.[A-Za-z]{2,}/g;
// PostgreSQL's details quote the row: `Key (email)=(a@b.c) already exists.`, `Failing row contains (…).`
const KEY_VALUES =
  /^(Key \([^)]*\))=\(.*\)( (?:already exists|is not present in table|is still referenced from table|conflicts with existing key)\b.*)$/s;
const FAILING_ROW = /^Failing row contains \(.*\)\.?$/s;
// PostgreSQL quotes the offending input after a colon: `invalid input syntax for type uuid: "…"`.
const QUOTED_INPUT = /: "(?:[^"\\]|\\.)*"/g;

/** PostgreSQL's `detail` with the row's values masked; other details (free text) are left out. */
export function maskedDetail(detail: unknown): string | undefined {
  if (typeof detail !== 'string') return undefined;
  const keyValues = KEY_VALUES.exec(detail);
  if (keyValues) return `${keyValues[1]}=(…)${keyValues[2].replace(/=\(.*$/s, '=(…)')}`;
  if (FAILING_ROW.test(detail)) return 'Failing row contains (…)';
  return undefined;
}

function maskedMessage(error: Record<string, unknown>): string {
  const message = typeof error.message === 'string' ? error.message : String(error.message ?? '');
  // Drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <every value>".
  const withoutParams =
    typeof error.query === 'string' && message.startsWith('Failed query:')
      ? `Failed query: ${error.query}`
      : message.replace(/\n\s*params:[\s\S]*$/, '');
  const isDatabaseError = typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);
  return (isDatabaseError ? withoutParams.replace(QUOTED_INPUT, ': "…"') : withoutParams).replace(EMAIL, '[email]');
}

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  query?: string;
  detail?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** Summaries loggedError made: the logger's err serializer passes them through instead of summarising again. */
const summaries = new WeakSet<object>();

/**
 * An error as the log shows it: its type, message (values masked), SQL text, SQLSTATE code,
 * constraint, table and column, and its cause; never query parameters or row values.
 */
export function loggedError(error: unknown, options: { stack?: boolean } = {}, depth = 0): LoggedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: '[not an error object]' };
  const source = error as Record<string, unknown>;
  const type = error instanceof Error ? error.constructor.name || error.name : 'Object';
  const message = maskedMessage(source);
  const logged: LoggedError = { type, message };
  for (const field of SHAPE_FIELDS)
    if (typeof source[field] === 'string' || typeof source[field] === 'number') logged[field] = source[field];
  if (typeof source.query === 'string') logged.query = source.query;
  const detail = maskedDetail(source.detail);
  if (detail) logged.detail = detail;
  if (options.stack !== false && typeof source.stack === 'string') {
    // The stack's first lines repeat the raw message (with the parameters): only its frames are kept.
    const frames = source.stack.split('\n').filter((line) => /^\s+at /.test(line));
    logged.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  if (source.cause && depth < 4) logged.cause = loggedError(source.cause, options, depth + 1);
  summaries.add(logged);
  return logged;
}

/** The parts of pino's options this file extends. */
interface LoggerSettings {
  formatters?: { log?: (fields: Record<string, unknown>) => Record<string, unknown> };
  serializers?: Record<string, unknown>;
}

/** The API's logger settings: the caller's (level, stream) plus the redactions and the serializers. */
export function safeLoggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = (logger === true ? {} : logger) as LoggerSettings;
  const ownFormatter = base.formatters?.log;
  return {
    ...base,
    formatters: {
      ...base.formatters,
      log: (fields: Record<string, unknown>) =>
        redactSecrets(ownFormatter ? ownFormatter(fields) : fields) as Record<string, unknown>,
    },
    serializers: {
      ...base.serializers,
      req: loggedRequest,
      // The errors plugin logs rejections already summarised (without their stack): those pass as they are.
      err: (error: unknown) =>
        error && typeof error === 'object' && summaries.has(error) ? error : loggedError(error),
    },
  } as FastifyServerOptions['logger'];
}
