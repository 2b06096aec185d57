import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  afterPageSettled,
  constrainedNetwork,
  prefetchRemotesWhenIdle,
  remotesToPrefetch,
} from '../../federation/idle-prefetch';
import { PageDrawnContext } from '../page-drawn';
import { useNavGroups } from './use-nav';

/**
 * Around the signed-in layout's content: once its first page is drawn and that page's data is in,
 * fetches in idle time the code of the other remotes this user's nav leads to
 * (federation/idle-prefetch.ts).
 */
export function IdlePrefetch({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  const markDrawn = useCallback(() => setDrawn(true), []);
  const groups = useNavGroups();
  useEffect(() => {
    if (!drawn || constrainedNetwork()) return;
    let cancelPrefetch: () => void = () => undefined;
    const cancelWait = afterPageSettled(() => {
      cancelPrefetch = prefetchRemotesWhenIdle(remotesToPrefetch(groups));
    });
    return () => {
      cancelWait();
      cancelPrefetch();
    };
  }, [drawn, groups]);
  return <PageDrawnContext.Provider value={markDrawn}>{children}</PageDrawnContext.Provider>;
}
