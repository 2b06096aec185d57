import { api } from '../api/client';
import type { CurrentUser, TokenResponse } from '../api/types';
import { loadAbilities } from '../ability/ability';
import { useSession } from './session-state';

export { readStoredTokens, TOKENS_STORAGE_KEY, useSession } from './session-state';
export type { SessionState, SessionStatus, SessionTokens } from './session-state';

// The session's calls to the API (the state itself lives in session-state.ts, where the client reads it).
useSession.setState({
  async login(email, password, extra) {
    const tokens = await api.post<TokenResponse>('/auth/login', { ...extra, email, password });
    useSession.getState().setTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
    const user = await useSession.getState().loadMe();
    if (!user) throw new Error('Signed in but the current user could not be loaded');
    return user;
  },

  async logout() {
    const { refreshToken } = useSession.getState();
    try {
      if (refreshToken) await api.post('/auth/logout', { refresh_token: refreshToken });
    } catch {
      // Signing out locally matters more than telling a server that may be unreachable.
    } finally {
      useSession.getState().clear();
    }
  },

  async loadMe() {
    if (!useSession.getState().accessToken && !useSession.getState().refreshToken) {
      useSession.setState({ status: 'anonymous', user: null });
      return null;
    }
    try {
      const [user] = await Promise.all([api.get<CurrentUser>('/auth/me'), loadAbilities()]);
      useSession.setState({ user, status: 'authenticated' });
      return user;
    } catch (error) {
      // A 401 has already cleared the session (client); anything else leaves it as it was.
      if (!useSession.getState().accessToken) useSession.setState({ status: 'anonymous', user: null });
      throw error;
    }
  },
});
