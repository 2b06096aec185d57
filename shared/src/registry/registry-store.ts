import { create } from 'zustand';
import type { PortalAbility } from '../ability/ability';
import { addPageTranslations, addTranslations } from '../i18n/add-translations';
import { SHARED_VERSION } from '../version';
import { satisfiesVersion } from './semver';
import type { NavItem, RemoteRegistration, RemoteRoute } from './types';

export type RemoteStatus = 'loading' | 'ready' | 'failed' | 'refused';

export interface RemoteState {
  name: string;
  status: RemoteStatus;
  registration?: RemoteRegistration;
  /** Why it failed or was refused (for the console and the unavailable page). */
  reason?: string;
}

export interface RegistryState {
  remotes: Record<string, RemoteState>;
  setLoading(name: string): void;
  setReady(registration: RemoteRegistration): void;
  setFailed(name: string, reason: string): void;
  setRefused(name: string, reason: string): void;
  reset(): void;
}

/** The remotes the host has loaded (or failed to); the host fills it, the layout reads it. */
export const useRegistry = create<RegistryState>()((set) => ({
  remotes: {},
  setLoading: (name) => set((state) => ({ remotes: { ...state.remotes, [name]: { name, status: 'loading' } } })),
  setReady: (registration) =>
    set((state) => ({
      remotes: { ...state.remotes, [registration.name]: { name: registration.name, status: 'ready', registration } },
    })),
  setFailed: (name, reason) =>
    set((state) => ({ remotes: { ...state.remotes, [name]: { name, status: 'failed', reason } } })),
  setRefused: (name, reason) =>
    set((state) => ({ remotes: { ...state.remotes, [name]: { name, status: 'refused', reason } } })),
  reset: () => set({ remotes: {} }),
}));

function readyRegistrations(state: Pick<RegistryState, 'remotes'>): RemoteRegistration[] {
  return Object.values(state.remotes).flatMap((remote) =>
    remote.status === 'ready' && remote.registration ? [remote.registration] : [],
  );
}

export function selectRoutes(
  state: Pick<RegistryState, 'remotes'>,
): (RemoteRoute & { remote: string; namespace: string })[] {
  return readyRegistrations(state).flatMap((registration) =>
    registration.routes.map((route) => ({ ...route, remote: registration.name, namespace: registration.namespace })),
  );
}

export function selectNavItems(state: Pick<RegistryState, 'remotes'>): NavItem[] {
  return readyRegistrations(state).flatMap((registration) => registration.nav);
}

export interface NavGroup {
  /** i18n key of the heading; undefined for items outside any group. */
  group: string | undefined;
  items: NavItem[];
}

/** The nav items this user may see, ordered, grouped by heading (groups ordered by their first item). */
export function visibleNavGroups(items: readonly NavItem[], ability: PortalAbility): NavGroup[] {
  const sorted = items
    .filter((item) => ability.can('read', item.subject))
    .sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
  const groups: NavGroup[] = [];
  for (const item of sorted) {
    const existing = groups.find((group) => group.group === item.group);
    if (existing) existing.items.push(item);
    else groups.push({ group: item.group, items: [item] });
  }
  return groups;
}

/**
 * Accepts a loaded registration: refuses one that needs a newer @portal/shared than the running
 * one (docs/architecture.md#the-federation-contract), otherwise loads its translations and publishes its routes and nav
 * items.
 */
export async function installRemote(
  registration: RemoteRegistration,
  sharedVersion: string = SHARED_VERSION,
): Promise<RemoteState> {
  const { setFailed, setReady, setRefused } = useRegistry.getState();
  if (!satisfiesVersion(sharedVersion, registration.requiresShared)) {
    const reason = `Remote '${registration.name}' requires @portal/shared ${registration.requiresShared}, but ${sharedVersion} is running`;
    console.error(reason);
    setRefused(registration.name, reason);
    return useRegistry.getState().remotes[registration.name];
  }
  try {
    await addTranslations(registration.namespace, registration.translations);
    if (registration.pageTranslations) addPageTranslations(registration.namespace, registration.pageTranslations);
  } catch (error) {
    const reason = `Remote '${registration.name}' translations failed to load: ${error instanceof Error ? error.message : String(error)}`;
    console.error(reason);
    setFailed(registration.name, reason);
    return useRegistry.getState().remotes[registration.name];
  }
  setReady(registration);
  return useRegistry.getState().remotes[registration.name];
}
