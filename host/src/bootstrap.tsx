import { startTransition } from 'react';
import { addTranslations } from '@portal/shared';
import { restoreSession } from './app/session-boot';
import { trackApiRequests } from './federation/api-activity';
import { bootRemotes } from './federation/load-remotes';

/** Resolves in a later task (a message, not a timer: timers are slowed in background tabs). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * React DOM and the application (Chakra's system, every screen's code) are evaluated in tasks of
 * their own: in the entry's first task they made one of several hundred milliseconds on a phone,
 * blocking input on the login page drawn by index.html. They stay in the entry's file ("eager").
 */
async function render(): Promise<void> {
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  await nextTask();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // As a transition the first render is done in slices that give the main thread back every few
  // milliseconds, rather than one task of several hundred on a phone (the login frame of index.html
  // stays on screen meanwhile).
  startTransition(() => root.render(<App />));
}

// Nothing here waits for the network except the host's own strings (a few KB, needed by every
// screen): the session, remotes.json and the remotes load while the first screen renders.
trackApiRequests();
restoreSession();
void bootRemotes();

void addTranslations('host', {
  en: () => import(/* webpackChunkName: "host-locale-en" */ './locales/en.json'),
  ar: () => import(/* webpackChunkName: "host-locale-ar" */ './locales/ar.json'),
})
  .catch((error: unknown) => console.error('[portal] host translations failed to load', error))
  .finally(() => render());
