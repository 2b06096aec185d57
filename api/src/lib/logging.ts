import type { FastifyServerOptions } from 'fastify';

/**
 * What the API's log may hold (docs/architecture.md#logging): the shape of a failure, never the
 * values a caller sent. Database errors carry every query parameter (Drizzle's message and
 * `params`, PGlite's `params`, PostgreSQL's `detail`), so errors are rebuilt from an allow-list of
 * fields instead of being dumped whole.
 */

/** Keys whose values are secret or personal wherever they appear in a logged object (a body, a row). */
const SECRET_KEYS = [
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
];

const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  // A secret key at the top of a log object, one level down (`body.password`) or two (`req.body.password`).
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

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

/**
 * An error as the log shows it: its type, message (values masked), SQL text, SQLSTATE code,
 * constraint, table and column, and its cause; never query parameters or row values.
 */
export function loggedError(error: unknown, options: { stack?: boolean } = {}, depth = 0): LoggedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: '[not an error object]' };
  const source = error as Record<string, unknown>;
  // A summary made earlier (the errors plugin's 'request rejected') keeps its type.
  const type =
    error instanceof Error
      ? error.constructor.name || error.name
      : typeof source.type === 'string'
        ? source.type
        : 'Object';
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
  return logged;
}

/** The API's logger settings: the caller's (level, stream) plus the redactions and the error serializer. */
export function safeLoggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  const redact = (base as { redact?: unknown }).redact;
  const ownPaths = Array.isArray(redact) ? (redact as string[]) : [];
  return {
    ...base,
    redact: [...new Set([...REDACTED_LOG_PATHS, ...ownPaths])],
    serializers: {
      ...(base as { serializers?: Record<string, unknown> }).serializers,
      err: (error: unknown) => loggedError(error),
    },
  } as FastifyServerOptions['logger'];
}
