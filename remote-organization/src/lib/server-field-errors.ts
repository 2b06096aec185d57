import { isApiError } from '@portal/shared';

export interface ServerFieldErrors {
  /** The server's reasons (already in the user's language) by field, first one per field. */
  errors: Record<string, string>;
  /** Every reason has a place in the form: shown there, it needs no toast besides. */
  allShown: boolean;
}

/**
 * A form refused by the server (400 VALIDATION_FAILED with details): its reasons by field, and
 * whether the form shows each of them (`shown(field)`). null for any other failure (409, 5xx, the
 * network), which has no place in the form: the caller reports it with a toast.
 */
export function serverFieldErrors(error: unknown, shown: (field: string) => boolean): ServerFieldErrors | null {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED' || error.details.length === 0) return null;
  return {
    errors: error.fieldErrors(),
    allShown: error.details.every((detail) => !!detail.field && shown(detail.field)),
  };
}
