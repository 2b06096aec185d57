import { useEffect, useReducer, useState, type ReactNode } from 'react';
import { isLanguage, loadPageTranslations, pageTranslationsReady, useTranslation } from '@portal/shared';
import { PendingIndicator } from '../layouts/loading-bar/loading-bar';

/**
 * Shows a remote's page once its page strings (the registration's `pageTranslations`) are in for
 * the current language: the loading bar until then; a failure goes to the remote's boundary (its
 * section-unavailable page, whose Retry tries again).
 */
export function PageTranslations({ namespace, children }: { namespace: string; children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const ready = pageTranslationsReady(namespace, language);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (ready) return undefined;
    let current = true;
    loadPageTranslations(namespace).then(
      () => current && rerender(),
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [ready, namespace, language]);
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return ready ? <>{children}</> : <PendingIndicator />;
}
