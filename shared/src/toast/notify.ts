import { ApiError } from '../api/api-error';
import { i18n } from '../i18n/i18n';
import { loadToastify } from './toast-loader';

type ToastKind = 'success' | 'error' | 'warning' | 'info';

function show(kind: ToastKind, text: string): void {
  loadToastify().then(
    ({ toast }) => {
      toast[kind](text);
    },
    // The toast code itself could not be fetched (offline): the message still reaches the console.
    (error: unknown) => console.error(`[portal] ${text}`, error),
  );
}

export const notify = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  warning: (text: string) => show('warning', text),
  info: (text: string) => show('info', text),
};

/** The text a failed call shows: the server's message, else `fallbackText`, else the generic one. */
export function apiErrorMessage(error: unknown, fallbackText?: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof ApiError && error.code === 'NETWORK_ERROR') return i18n.t('common:errors.network');
  return fallbackText || i18n.t('common:errors.generic');
}

/** An error toast for a failed call. Ignores aborted requests (the user navigated away). */
export function notifyApiError(error: unknown, fallbackText?: string): void {
  if ((error as { name?: string } | null)?.name === 'AbortError') return;
  show('error', apiErrorMessage(error, fallbackText));
}
