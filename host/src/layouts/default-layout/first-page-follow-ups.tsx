import { useEffect, useMemo } from 'react';
import { constrainedNetwork, prefetchRemotesWhenIdle, remotesToPrefetch } from '../../federation/idle-prefetch';
import { badgeOf } from '../../federation/nav-file';
import { useNavBadgeRefresh } from './nav-badge-refresh';
import { useNavGroups } from './use-nav';

/**
 * What the signed-in layout does once its first page is drawn and settled (after-first-page.tsx),
 * downloaded only then: fetches in idle time the code of the other remotes this user's nav leads to
 * (federation/idle-prefetch.ts), and reads the nav's badge counts.
 */
export default function FirstPageFollowUps() {
  const groups = useNavGroups();
  useEffect(() => {
    if (constrainedNetwork()) return;
    return prefetchRemotesWhenIdle(remotesToPrefetch(groups));
  }, [groups]);
  const badgeUrls = useMemo(
    () => groups.flatMap((group) => group.items.map(badgeOf)).filter((url): url is string => Boolean(url)),
    [groups],
  );
  useNavBadgeRefresh(true, badgeUrls);
  return null;
}
