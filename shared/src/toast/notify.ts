import { toast } from 'react-toastify/unstyled';
import { ApiError } from '../api/api-error';
import { i18n } from '../i18n/i18n';

export const notify = {
  success: (text: string) => toast.success(text),
  error: (text: string) => toast.error(text),
  warning: (text: string) => toast.warning(text),
  info: (text: string) => toast.info(text),
};

/** The text a failed call shows: the server's message, else `fallbackText`, else the generic one (spec §8). */
export function apiErrorMessage(error: unknown, fallbackText?: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof ApiError && error.code === 'NETWORK_ERROR') return i18n.t('common:errors.network');
  return fallbackText || i18n.t('common:errors.generic');
}

/** An error toast for a failed call. Ignores aborted requests (the user navigated away). */
export function notifyApiError(error: unknown, fallbackText?: string) {
  if ((error as { name?: string } | null)?.name === 'AbortError') return undefined;
  return toast.error(apiErrorMessage(error, fallbackText));
}
