import { create } from 'zustand';

/**
 * True while the login page finishes a sign-in: the session is already authenticated but the page
 * still has to send the user to their home or return target, so the guard must not bounce them to /.
 */
export const useAuthFlow = create<{ signingIn: boolean }>()(() => ({ signingIn: false }));
