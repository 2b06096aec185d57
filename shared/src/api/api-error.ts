import type { ApiErrorBody, ApiErrorDetail, ErrorCode } from '@portal/shared/domain';

export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'UNKNOWN';

/** A failed call: the server's `{ message, code, details }` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: ApiErrorDetail[];
  /** The message the server wrote for the user (in their language), if any. */
  readonly serverMessage: string | undefined;

  constructor(status: number, code: ApiErrorCode, serverMessage?: string, details: ApiErrorDetail[] = []) {
    super(serverMessage ?? (status === 0 ? 'Network error' : `Request failed with status ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
    this.details = details;
  }

  static fromBody(status: number, body: unknown): ApiError {
    if (body && typeof body === 'object' && typeof (body as ApiErrorBody).message === 'string') {
      const { message, code, details } = body as ApiErrorBody;
      return new ApiError(status, code ?? 'UNKNOWN', message, Array.isArray(details) ? details : []);
    }
    return new ApiError(status, 'UNKNOWN');
  }

  /** Validation details keyed by field, for Formik's setErrors. */
  fieldErrors(): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const detail of this.details) if (detail.field && !errors[detail.field]) errors[detail.field] = detail.message;
    return errors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ServerFieldErrors {
  /** The server's reasons (already in the user's language) by field, first one per field. */
  errors: Record<string, string>;
  /** Every reason has a place on the page: shown there, it needs nothing besides. */
  allShown: boolean;
  /** The reasons the page has no place for (no field, or a field it does not show), to write in one spot. */
  unshown: string[];
}

/**
 * A request refused for what was sent (400 VALIDATION_FAILED with details): its reasons by field,
 * and which of them the page shows beside a field or filter (`shown(field)`). null for any other
 * failure (409, 5xx, the network), which asking again may cure: the caller offers Retry or a toast.
 * The one rule for forms and filtered lists alike: a refusal is written where it belongs.
 */
export function serverFieldErrors(error: unknown, shown: (field: string) => boolean): ServerFieldErrors | null {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED' || error.details.length === 0) return null;
  const unshown = error.details.filter((detail) => !detail.field || !shown(detail.field)).map((d) => d.message);
  return { errors: error.fieldErrors(), allShown: unshown.length === 0, unshown: [...new Set(unshown)] };
}

/** A request's refusal by field for a page's filters (`{}` for any other outcome): `errors.dateTo`. */
export function filterErrors(error: unknown): Record<string, string> {
  return serverFieldErrors(error, () => true)?.errors ?? {};
}
