import { useEffect, useMemo } from 'react';
import {
  selectRoutes,
  useAbility,
  useRegistry,
  visibleNavGroups,
  type NavGroup,
  type NavItem,
  type RemoteState,
} from '@portal/shared';
import { matchPath, useLocation } from '@portal/shared/router';
import { useFederation, type NavFileState } from '../../federation/federation-store';
import { loadNavFiles } from '../../federation/load-remotes';
import { ownsPath } from '../../federation/remotes-config';

/**
 * Every remote's nav items, drawn without running its code: its nav file's items; the remembered
 * items of a remote whose nav file or code could not be loaded (they lead to its section-unavailable
 * page); a registration's own items while its nav file is not known (a remote loaded some other way).
 */
export function allNavItems(nav: Record<string, NavFileState>, remotes: Record<string, RemoteState>): NavItem[] {
  const names = new Set([...Object.keys(nav), ...Object.keys(remotes)]);
  return [...names].flatMap((name) => {
    const file = nav[name];
    if (file?.status === 'ready') return file.items;
    const remote = remotes[name];
    if (file?.status === 'failed' || file?.status === 'refused') return file.items ?? [];
    return remote?.status === 'ready' && remote.registration ? remote.registration.nav : [];
  });
}

export function useNavItems(): NavItem[] {
  const nav = useFederation((state) => state.nav);
  const remotes = useRegistry((state) => state.remotes);
  return useMemo(() => allNavItems(nav, remotes), [nav, remotes]);
}

/** The nav groups this user may see, filtered through the ability. */
export function useNavGroups(): NavGroup[] {
  const items = useNavItems();
  const ability = useAbility();
  return useMemo(() => visibleNavGroups(items, ability), [items, ability]);
}

/**
 * The nav groups of a nav that lists every section (the sidebar, the drawer): drawing it reads the
 * nav files not read yet, which on a phone wait for the first page to settle (a window widened past
 * 1280 px before that, or a drawer opened sooner). Each file is read once.
 */
export function useEveryNavGroup(): NavGroup[] {
  useEffect(() => {
    void loadNavFiles();
  }, []);
  return useNavGroups();
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
  const items = useNavItems();
  return useMemo(() => activeNavKey(pathname, selectRoutes({ remotes }), items), [pathname, remotes, items]);
}
