import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  afterPageSettled,
  constrainedNetwork,
  prefetchRemotesWhenIdle,
  remotesToPrefetch,
} from '../../federation/idle-prefetch';
import { badgeOf } from '../../federation/nav-file';
import { PageDrawnContext } from '../page-drawn';
import { useNavBadgeRefresh } from './nav-badges';
import { useNavGroups } from './use-nav';

/**
 * Around the signed-in layout's content: what waits for its first page to be drawn. Then, once that
 * page's data is in, the code of the other remotes this user's nav leads to is fetched in idle time
 * (federation/idle-prefetch.ts), and the nav's badge counts are fetched (nav-badges.ts).
 */
export function AfterFirstPage({ children }: { children: ReactNode }) {
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
  const badgeUrls = useMemo(
    () => groups.flatMap((group) => group.items.map(badgeOf)).filter((url): url is string => Boolean(url)),
    [groups],
  );
  useNavBadgeRefresh(drawn, badgeUrls);
  return <PageDrawnContext.Provider value={markDrawn}>{children}</PageDrawnContext.Provider>;
}
