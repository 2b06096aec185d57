import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { afterPageSettled } from '../../federation/page-settled';
import { PageDrawnContext } from '../page-drawn';

const FirstPageFollowUps = lazy(() => import('./first-page-follow-ups'));

/**
 * Around the signed-in layout's content: what waits for its first page. Once a page is drawn, its
 * API requests answered and a moment passed (federation/page-settled.ts), the follow-ups load and
 * run: other remotes' code fetched in idle time, the nav's badge counts read. Before that, their
 * code is not even downloaded.
 */
export function AfterFirstPage({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  const [settled, setSettled] = useState(false);
  const markDrawn = useCallback(() => setDrawn(true), []);
  useEffect(() => (drawn ? afterPageSettled(() => setSettled(true)) : undefined), [drawn]);
  return (
    <PageDrawnContext.Provider value={markDrawn}>
      {children}
      {settled ? (
        <Suspense fallback={null}>
          <FirstPageFollowUps />
        </Suspense>
      ) : null}
    </PageDrawnContext.Provider>
  );
}
