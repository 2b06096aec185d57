import { startTransition } from 'react';
import { addTranslations, useSession } from '@portal/shared';
import { restoreSession } from './app/session-boot';
import { trackApiRequests } from './federation/api-activity';
import { remotesConfigAskedEarly, type EarlyRequests } from './federation/early-requests';
import { bootRemotes } from './federation/load-remotes';
import { prefetchPageData } from './federation/page-data';
import { nextTask } from './next-task';

/**
 * React DOM, Chakra's system and the application (every screen's code) are evaluated in tasks of
 * their own: in the entry's first task they made one of several hundred milliseconds on a phone,
 * blocking input on the login page drawn by index.html. They stay in the entry's file ("eager").
 */
async function render(): Promise<void> {
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // Chakra's system (tokens, conditions, utilities), built when its module runs: about three quarters
  // of the application's evaluation, so apart from the rest rather than one task with it.
  await import(/* webpackMode: "eager" */ '@portal/shared/ui/core');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  await nextTask();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // As a transition the first render is done in slices that give the main thread back every few
  // milliseconds, rather than one task of several hundred on a phone (the login frame of index.html
  // stays on screen meanwhile).
  startTransition(() => root.render(<App />));
}

/** The page's first API GETs the boot script found in its nav file; the page's own requests take the answers. */
function prefetchEarlyPageData(early: EarlyRequests | undefined): void {
  void early?.data.then(({ subject, paths }) => prefetchPageData(subject, paths));
}

/**
 * Nothing here waits for the network but the host's own strings (a few KB, needed by every screen)
 * and, for an anonymous visitor on a page other than the login frame, remotes.json and a public
 * page's nav file (its heading), all three asked for by index.html beside the entry: the session and
 * the remotes load while the first screen renders.
 */
export function start(early: EarlyRequests | undefined): void {
  trackApiRequests();
  restoreSession();
  prefetchEarlyPageData(early);
  const headingAsked = useSession.getState().status === 'anonymous' && remotesConfigAskedEarly();
  const remotes = bootRemotes();
  // At most a second: a page whose remotes.json or nav file does not answer is drawn without them.
  const firstFrameData = headingAsked
    ? Promise.race([remotes.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1_000))])
    : Promise.resolve();
  void addTranslations('host', {
    en: () => import(/* webpackChunkName: "host-locale-en" */ './locales/en.json'),
    ar: () => import(/* webpackChunkName: "host-locale-ar" */ './locales/ar.json'),
  })
    .catch((error: unknown) => console.error('[portal] host translations failed to load', error))
    .finally(() => void firstFrameData.then(render));
}
