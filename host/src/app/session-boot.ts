import { create } from 'zustand';
import { useSession } from '@portal/shared';

/** Set when stored tokens exist but /auth/me could not be reached (not a 401: the API is down). */
export const useSessionBoot = create<{ unreachable: boolean }>()(() => ({ unreachable: false }));

/** With tokens from an earlier visit, loads the current user; a 401 ends the session (the client handles it). */
export function restoreSession(): void {
  const session = useSession.getState();
  if (session.status !== 'unknown') return;
  useSessionBoot.setState({ unreachable: false });
  session.loadMe().catch(() => {
    if (useSession.getState().status === 'unknown') useSessionBoot.setState({ unreachable: true });
  });
}
