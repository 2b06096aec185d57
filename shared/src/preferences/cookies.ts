/** Cookie helpers for the preferences (kept 30 days, names prefixed with the app title). */
export const APP_COOKIE_PREFIX = 'courier-portal';
export const PREFERENCE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function preferenceCookieName(key: string): string {
  return `${APP_COOKIE_PREFIX}-${key}`;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, maxAgeSeconds = PREFERENCE_MAX_AGE_SECONDS): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}
