import { startTransition, useEffect, useReducer, useState, type ReactNode } from 'react';
import { isLanguage, loadPageTranslations, pageTranslationsReady, useTranslation } from '@portal/shared';
import { lazySettled, preloadLazy } from '../federation/prefetch';
import { PendingPage } from './pending-page';

/**
 * Shows a remote's page once its page strings (the registration's `pageTranslations`) are in for
 * the current language and its code (`page`, its React.lazy component) has downloaded, both started at
 * once: the pending page (loading bar, and the title on a nav page) until then; a failure goes to the remote's boundary (its section-unavailable
 * page, whose Retry tries again). Waiting here rather than letting the page suspend matters: React
 * reveals a suspended page no sooner than its fallback throttle (300 ms).
 */
export function PageTranslations({
  namespace,
  page,
  children,
}: {
  namespace: string;
  page?: unknown;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const stringsReady = pageTranslationsReady(namespace, language);
  const ready = stringsReady && lazySettled(page);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (ready) return undefined;
    let current = true;
    // The page's first render as a transition: React renders it in slices of a few milliseconds. As
    // an update from a promise it was one task (half a second on a phone for the shipment list).
    Promise.all([stringsReady ? undefined : loadPageTranslations(namespace), preloadLazy(page)]).then(
      () => current && startTransition(rerender),
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [ready, stringsReady, namespace, language, page]);
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return ready ? <>{children}</> : <PendingPage />;
}
