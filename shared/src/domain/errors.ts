/** Error codes and their HTTP statuses (docs/architecture.md#api-conventions). */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  IDEMPOTENCY_MISMATCH: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ApiErrorDetail {
  field?: string;
  row?: number;
  column?: string;
  message: string;
}

export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
  details?: ApiErrorDetail[];
}
