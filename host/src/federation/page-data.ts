import { prefetchGet, useSession } from '@portal/shared';
import { isSubject, roleCan } from '@portal/shared/domain';

/**
 * Sends a page's first API GETs ahead of its code (prefetchGet) once the session knows who is signed
 * in, and only when that user's role holds the page's nav subject: a system administrator opening
 * `/` (the dashboard, which is not theirs) is sent to their own home, and the dashboard's GETs would
 * only answer 403. The page asks after the session is known too, so waiting for it costs the
 * prefetch nothing.
 */
export function prefetchPageData(subject: string | undefined, paths: readonly string[]): void {
  if (paths.length === 0 || !subject || !isSubject(subject)) return;
  const send = (): void => {
    const { status, user } = useSession.getState();
    if (status !== 'authenticated' || !user || !roleCan(user.role, subject)) return;
    for (const path of paths) prefetchGet(path);
  };
  if (useSession.getState().status !== 'unknown') return send();
  const unsubscribe = useSession.subscribe((state) => {
    if (state.status === 'unknown') return;
    unsubscribe();
    send();
  });
}
