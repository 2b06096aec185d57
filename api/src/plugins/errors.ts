import type { ErrorCode } from '@portal/shared/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Locale, pickLocale } from '../i18n/locale';
import { type MessageKey, type MessageParams, translate } from '../i18n/messages';
import { EARLIEST_DAY, INT4_MAX, latestDay } from '../lib/accepted-input';
import { AppError, type AppErrorDetail, pgErrorCode } from '../lib/errors';
import { loggedError } from '../lib/logging';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language (Accept-Language: en or ar; English otherwise). */
    locale: Locale;
  }
}

interface AjvError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
}

/**
 * Turns Ajv's errors into one `{ field, message }` per field, worded for people (docs/architecture.md#api-conventions).
 */
export function validationDetails(errors: readonly AjvError[]): AppErrorDetail[] {
  const byField = new Map<string, AjvError[]>();
  for (const error of errors) {
    const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const child =
      error.keyword === 'required'
        ? String(error.params.missingProperty)
        : error.keyword === 'additionalProperties'
          ? String(error.params.additionalProperty)
          : '';
    const field = [base, child].filter(Boolean).join('.');
    byField.set(field, [...(byField.get(field) ?? []), error]);
  }
  return [...byField].map(([field, fieldErrors]) => ({ field, ...describe(field, fieldErrors) }));
}

const UNION_KEYWORDS = new Set(['anyOf', 'oneOf', 'enum', 'const']);

function describe(field: string, errors: AjvError[]): { messageKey: MessageKey; params?: MessageParams } {
  // The most telling error first: a specific rule, then a type mismatch (ignoring a union's null branch).
  const specific = errors.find((e) => !UNION_KEYWORDS.has(e.keyword) && e.keyword !== 'type');
  const typed = errors.find((e) => e.keyword === 'type' && e.params.type !== 'null');
  const error = specific ?? typed ?? errors[0];
  const leaf = field.split('.').pop() ?? field;
  const limit = error.params.limit as number | undefined;
  switch (error.keyword) {
    case 'required':
      return { messageKey: leaf === 'email' ? 'emailRequired' : 'required' };
    case 'additionalProperties':
      return { messageKey: 'unknownField' };
    case 'format':
      switch (error.params.format) {
        case 'email':
          return { messageKey: 'emailFormat' };
        case 'strong-password':
          return { messageKey: 'passwordRule' };
        case 'phone':
          return { messageKey: 'phone' };
        case 'uuid':
          return { messageKey: 'invalidId' };
        case 'date':
        case 'date-time':
          return { messageKey: 'dateOutOfRange', params: { min: EARLIEST_DAY, max: latestDay() } };
        default:
          return { messageKey: 'invalidFormat' };
      }
    case 'type':
      switch (error.params.type) {
        case 'integer':
          return { messageKey: 'integer' };
        case 'number':
          return { messageKey: 'number' };
        case 'string':
          return { messageKey: 'mustBeText' };
        case 'boolean':
          return { messageKey: 'mustBeBoolean' };
        case 'array':
          return { messageKey: 'mustBeList' };
        default:
          return { messageKey: 'mustBeObject' };
      }
    case 'minLength':
      return limit === 1
        ? { messageKey: leaf === 'email' ? 'emailRequired' : 'required' }
        : { messageKey: 'tooShort', params: { limit: limit ?? 0 } };
    case 'maxLength':
      return { messageKey: 'tooLongLimit', params: { limit: limit ?? 0 } };
    case 'minimum':
    case 'exclusiveMinimum':
      return { messageKey: 'minimum', params: { limit: limit ?? 0 } };
    case 'maximum':
    case 'exclusiveMaximum':
      return { messageKey: 'maximum', params: { limit: limit ?? 0 } };
    case 'minItems':
      return { messageKey: 'tooFewItems', params: { limit: limit ?? 0 } };
    case 'maxItems':
      return { messageKey: 'tooManyItems', params: { limit: limit ?? 0 } };
    case 'multipleOf':
      return { messageKey: 'integer' };
    case 'pattern':
      return { messageKey: 'invalidFormat' };
    case 'acceptedText':
      return { messageKey: 'textCharacters' };
    case 'invalidDate':
      return { messageKey: 'invalidDate' };
    case 'acceptedNumber':
      return { messageKey: 'numberRange', params: { min: -INT4_MAX, max: INT4_MAX } };
    default:
      return { messageKey: 'invalidValue' };
  }
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'IDEMPOTENCY_MISMATCH',
  429: 'RATE_LIMITED',
};

const KEY_BY_CODE: Record<ErrorCode, MessageKey> = {
  VALIDATION_FAILED: 'validationFailed',
  UNAUTHENTICATED: 'unauthenticated',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'notFound',
  CONFLICT: 'conflict',
  PAYLOAD_TOO_LARGE: 'payloadTooLarge',
  IDEMPOTENCY_MISMATCH: 'idempotencyMismatch',
  RATE_LIMITED: 'rateLimitedSeconds',
  INTERNAL: 'internal',
};

/** Maps anything thrown in a request to a catalogued AppError. */
export function toAppError(error: FastifyError | AppError | Error): AppError {
  if (error instanceof AppError) return error;
  const fastifyError = error as FastifyError & { validation?: AjvError[] };
  if (fastifyError.validation)
    return new AppError('VALIDATION_FAILED', 'validationFailed', {
      details: validationDetails(fastifyError.validation),
    });
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('VALIDATION_FAILED', 'invalidJson');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('VALIDATION_FAILED', 'unsupportedMediaType');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'payloadTooLarge');
    default:
      break;
  }
  if (fastifyError instanceof SyntaxError && fastifyError.statusCode === 400)
    return new AppError('VALIDATION_FAILED', 'invalidJson');
  const pgCode = pgErrorCode(error);
  if (pgCode === '23505') return new AppError('CONFLICT', 'duplicate');
  if (pgCode === '23503') {
    const detail = String(
      (error as { cause?: { detail?: string } }).cause?.detail ?? (error as { detail?: string }).detail ?? '',
    );
    return detail.includes('still referenced')
      ? new AppError('CONFLICT', 'inUse')
      : new AppError('VALIDATION_FAILED', 'invalidValue');
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED';
    return new AppError(code, KEY_BY_CODE[code], code === 'RATE_LIMITED' ? { params: { seconds: 60 } } : {});
  }
  return new AppError('INTERNAL', 'internal');
}

export function sendAppError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const locale = request.locale ?? pickLocale(request.headers['accept-language']);
  const { details, params, headers } = error.options;
  if (headers) reply.headers(headers);
  return reply.status(error.statusCode).send({
    message: translate(locale, error.messageKey, params),
    code: error.code,
    ...(details?.length
      ? {
          details: details.map(({ messageKey, params: detailParams, ...where }) => ({
            ...where,
            message: translate(locale, messageKey, detailParams),
          })),
        }
      : {}),
  });
}

/** One error shape for every failure: `{ message, code, details? }` in the caller's language. */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.decorateRequest('locale', 'en');
    app.addHook('onRequest', async (request) => {
      request.locale = pickLocale(request.headers['accept-language']);
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const appError = toAppError(error);
      if (appError.code === 'INTERNAL') request.log.error({ err: error }, 'request failed');
      else if (error.validation)
        // The schema said no: the caller's mistake, answered in full; at info a fuzz run wrote thousands of lines.
        request.log.debug({ err: loggedError(error, { stack: false }) }, 'request rejected');
      else if (!(error instanceof AppError))
        request.log.info({ err: loggedError(error, { stack: false }) }, 'request rejected');
      return sendAppError(request, reply, appError);
    });
  },
  { name: 'errors' },
);
