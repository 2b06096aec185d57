import { ERROR_STATUS, type ErrorCode } from '@portal/shared/domain';
import type { MessageKey, MessageParams } from '../i18n/messages';

export interface AppErrorDetail {
  field?: string;
  row?: number;
  column?: string;
  messageKey: MessageKey;
  params?: MessageParams;
}

/**
 * An error a caller is meant to see. It carries message keys, not texts: the errors plugin
 * translates them into the caller's language.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly options: { params?: MessageParams; details?: AppErrorDetail[]; headers?: Record<string, string> } = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (messageKey: MessageKey = 'notFound') => new AppError('NOT_FOUND', messageKey);
export const forbidden = (messageKey: MessageKey = 'forbidden') => new AppError('FORBIDDEN', messageKey);
export const unauthenticated = (messageKey: MessageKey = 'unauthenticated') =>
  new AppError('UNAUTHENTICATED', messageKey);
export const conflict = (messageKey: MessageKey = 'conflict', details?: AppErrorDetail[]) =>
  new AppError('CONFLICT', messageKey, { details });
export const staleVersion = () => new AppError('CONFLICT', 'staleVersion');

/** A 400 naming the fields at fault. */
export function validationFailed(details: AppErrorDetail[]): AppError {
  return new AppError('VALIDATION_FAILED', 'validationFailed', { details });
}

export function fieldError(field: string, messageKey: MessageKey, params?: MessageParams): AppError {
  return validationFailed([{ field, messageKey, params }]);
}

export function rateLimited(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const headers = { 'retry-after': String(seconds) };
  return seconds < 120
    ? new AppError('RATE_LIMITED', 'rateLimitedSeconds', { params: { seconds }, headers })
    : new AppError('RATE_LIMITED', 'rateLimited', { params: { minutes: Math.ceil(seconds / 60) }, headers });
}

/** PostgreSQL error codes the API turns into 409s. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  // Drizzle wraps driver errors in `cause`.
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === '23503';
