import { useMemo } from 'react';
import {
  selectNavItems,
  selectRoutes,
  useAbility,
  useRegistry,
  useTranslation,
  visibleNavGroups,
  type NavGroup,
  type NavItem,
} from '@portal/shared';
import { matchPath, useLocation } from '@portal/shared/router';
import { cachedNav } from '../../federation/nav-cache';
import { ownsPath } from '../../federation/remotes-config';

/**
 * The nav groups this user may see: registered remotes' items, plus the remembered items of remotes
 * that could not be loaded (they lead to the section-unavailable page), filtered through the ability.
 */
export function useNavGroups(): NavGroup[] {
  const remotes = useRegistry((state) => state.remotes);
  const ability = useAbility();
  const language = useTranslation().i18n.language;
  return useMemo(() => {
    const unavailable = Object.values(remotes).filter(
      (remote) => remote.status === 'failed' || remote.status === 'refused',
    );
    const items = [...selectNavItems({ remotes }), ...unavailable.flatMap((remote) => cachedNav(remote.name))];
    return visibleNavGroups(items, ability);
    // language: cached titles are put back into i18n for the language being shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the recomputation on a language change is the point
  }, [remotes, ability, language]);
}

/**
 * The nav item to highlight: the current route's navKey (so /admin/couriers/7/parcel-types keeps
 * "Couriers" lit), else the item whose path owns the current path.
 */
export function activeNavKey(
  pathname: string,
  routes: { path: string; navKey?: string }[],
  items: NavItem[],
): string | undefined {
  const route = routes.find(
    (candidate) => candidate.navKey && matchPath({ path: candidate.path, end: true }, pathname),
  );
  if (route) return route.navKey;
  const owners = items.filter((item) => ownsPath(item.path, pathname)).sort((a, b) => b.path.length - a.path.length);
  return owners[0]?.key;
}

export function useActiveNavKey(): string | undefined {
  const { pathname } = useLocation();
  const remotes = useRegistry((state) => state.remotes);
  return useMemo(
    () => activeNavKey(pathname, selectRoutes({ remotes }), selectNavItems({ remotes })),
    [pathname, remotes],
  );
}
