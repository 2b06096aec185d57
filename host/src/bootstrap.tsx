import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { addTranslations } from '@portal/shared';
import { App } from './app/app';
import { restoreSession } from './app/session-boot';
import { trackApiRequests } from './federation/api-activity';
import { bootRemotes } from './federation/load-remotes';

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
  .finally(() => {
    const root = createRoot(document.getElementById('root') as HTMLElement);
    // As a transition the first render is done in slices that give the main thread back every few
    // milliseconds, rather than one task of several hundred on a phone (the login frame of index.html
    // stays on screen meanwhile).
    startTransition(() => root.render(<App />));
  });
