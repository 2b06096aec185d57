import { useSession } from '@portal/shared';

/**
 * Reloads the signed-in user after their organization or role changed, so the navigation and the
 * abilities follow without a new login. The change itself already succeeded: a failed reload only
 * leaves the old navigation until the next page load, so it is not reported as a failure.
 */
export async function reloadSession(): Promise<void> {
  try {
    await useSession.getState().loadMe();
  } catch {
    // See above: nothing the user needs to act on.
  }
}
