import { ApiError, serverFieldErrors } from '../api/api-error';
import { i18n } from '../i18n/i18n';
import type { Id } from 'react-toastify/unstyled';
import { loadToastify } from './toast-loader';

type ToastKind = 'success' | 'error' | 'warning' | 'info';

// An error belongs to the page that raised it (a stale "e-mail already exists" after the sign-up
// went through): the host dismisses these on each new page; successes and warnings stay.
const errorToastIds = new Set<Id>();

function show(kind: ToastKind, text: string): void {
  loadToastify().then(
    ({ toast }) => {
      const id = toast[kind](text);
      if (kind === 'error') errorToastIds.add(id);
    },
    // The toast code itself could not be fetched (offline): the message still reaches the console.
    (error: unknown) => console.error(`[portal] ${text}`, error),
  );
}

export const notify = {
  // A success means what failed before went through (the form was sent again): its errors go.
  success: (text: string) => {
    dismissErrorToasts();
    show('success', text);
  },
  error: (text: string) => show('error', text),
  warning: (text: string) => show('warning', text),
  info: (text: string) => show('info', text),
};

/**
 * The text a failed call shows: a refusal's own reasons ("The period may be at most 1100 days", not
 * "Some fields are not valid"), else the server's message, else `fallbackText`, else the generic one.
 */
export function apiErrorMessage(error: unknown, fallbackText?: string): string {
  // Field reasons only: a file's row problems keep the server's summary (the page lists them).
  const refused = serverFieldErrors(error, () => false);
  if (refused && error instanceof ApiError && error.details.every((detail) => detail.field)) {
    return refused.unshown.join(' ');
  }
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof ApiError && error.code === 'NETWORK_ERROR') return i18n.t('common:errors.network');
  return fallbackText || i18n.t('common:errors.generic');
}

/** An error toast for a failed call. Ignores aborted requests (the user navigated away). */
export function notifyApiError(error: unknown, fallbackText?: string): void {
  if ((error as { name?: string } | null)?.name === 'AbortError') return;
  show('error', apiErrorMessage(error, fallbackText));
}

/**
 * An error toast for a page's failed load, except a refusal whose every reason the page writes beside
 * its filter (`shownFields`, the API's names, marked with `filterErrors`): a toast would only repeat it.
 */
export function notifyLoadError(error: unknown, fallbackText: string, shownFields: readonly string[]): void {
  if (serverFieldErrors(error, (field) => shownFields.includes(field))?.allShown) return;
  notifyApiError(error, fallbackText);
}

/** Dismisses the error toasts still shown (the host calls it when the route changes). */
export function dismissErrorToasts(): void {
  if (errorToastIds.size === 0) return;
  const ids = [...errorToastIds];
  errorToastIds.clear();
  void loadToastify().then(({ toast }) => ids.forEach((id) => toast.dismiss(id)));
}
