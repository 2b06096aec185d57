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
