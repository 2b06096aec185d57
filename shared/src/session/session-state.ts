// The session's state and its synchronous changes. The API client reads and renews the tokens here;
// the calls to the API (login, logout, loadMe) are added by session-store.ts, which imports the client.
import { create } from 'zustand';
import type { CurrentUser } from '../api/types';

export type SessionStatus = 'unknown' | 'authenticated' | 'anonymous';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** Signs in, keeps the tokens and loads the current user. Errors (wrong password…) are thrown as ApiError. */
  login(email: string, password: string, extra?: Record<string, unknown>): Promise<CurrentUser>;
  /** Revokes the refresh token on the server (best effort) and forgets the session. */
  logout(): Promise<void>;
  /** Loads GET /auth/me; without tokens the session becomes anonymous. */
  loadMe(): Promise<CurrentUser | null>;
  setTokens(tokens: SessionTokens): void;
  setUser(user: CurrentUser): void;
  clear(): void;
}

/** One localStorage key for both tokens, so another tab never reads half an update. */
export const TOKENS_STORAGE_KEY = 'courier-portal-tokens';

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

function parseTokens(raw: string | null | undefined): SessionTokens | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionTokens>;
    return typeof value.accessToken === 'string' && typeof value.refreshToken === 'string'
      ? { accessToken: value.accessToken, refreshToken: value.refreshToken }
      : null;
  } catch {
    return null;
  }
}

export function readStoredTokens(): SessionTokens | null {
  return parseTokens(storage()?.getItem(TOKENS_STORAGE_KEY));
}

function writeStoredTokens(tokens: SessionTokens | null): void {
  const store = storage();
  if (!store) return;
  if (tokens) store.setItem(TOKENS_STORAGE_KEY, JSON.stringify(tokens));
  else store.removeItem(TOKENS_STORAGE_KEY);
}

const initialTokens = readStoredTokens();

const connectedBySessionStore = (): never => {
  throw new Error('The session actions come with session-store.ts: import useSession from there');
};

export const useSession = create<SessionState>()((set) => ({
  status: initialTokens ? 'unknown' : 'anonymous',
  user: null,
  accessToken: initialTokens?.accessToken ?? null,
  refreshToken: initialTokens?.refreshToken ?? null,
  login: connectedBySessionStore,
  logout: connectedBySessionStore,
  loadMe: connectedBySessionStore,

  setTokens(tokens) {
    writeStoredTokens(tokens);
    set({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
  },

  setUser(user) {
    set({ user, status: 'authenticated' });
  },

  clear() {
    writeStoredTokens(null);
    set({ status: 'anonymous', user: null, accessToken: null, refreshToken: null });
  },
}));

// Another tab refreshed or signed out: take its tokens (the storage event never fires in the writing tab).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKENS_STORAGE_KEY && event.key !== null) return;
    const tokens = parseTokens(event.key === null ? null : event.newValue);
    if (tokens) useSession.setState({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    else useSession.setState({ status: 'anonymous', user: null, accessToken: null, refreshToken: null });
  });
}
