import type { Ability } from '@casl/ability';
import { ROLE_SUBJECTS, type Action, type Role, type Subject } from '@portal/shared/domain';

export type PortalAbility = Ability<[Action, Subject | 'all']>;

type Casl = Pick<typeof import('@casl/ability'), 'Ability' | 'AbilityBuilder'>;

// CASL loads with the first signed-in session (the session store waits for it before it says
// 'authenticated'): the sign-in page, where nobody may do anything yet, does without it. Only its
// plain `Ability`: a role's rules name subjects, never conditions, so the MongoDB-style condition
// matcher (`createMongoAbility`, @ucast/*: 2.3 instead of 6.2 KB brotli) drops out of the bundle
// (the patch in patches/ lets webpack see that its one top-level call is pure).
let casl: Casl | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const cache = new Map<Role | undefined, PortalAbility>();

/** Loads CASL once; resolves when abilities can be built. */
export function loadAbilities(): Promise<void> {
  // Named as the host's signed-in layout, so anyone signed in downloads both in one file.
  loading ??= import(/* webpackChunkName: "signed-in" */ '@casl/ability').then(({ Ability, AbilityBuilder }) => {
    casl = { Ability, AbilityBuilder };
    for (const listener of listeners) listener();
  });
  return loading;
}

export function abilitiesLoaded(): boolean {
  return casl !== null;
}

export function subscribeAbilities(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Before CASL has loaded nobody is signed in, so nobody may do anything. */
const NO_ABILITY = Object.freeze({ can: () => false, cannot: () => true, rules: [] }) as unknown as PortalAbility;

/**
 * The CASL ability of a role, from the one role table in the domain (docs/architecture.md#roles-and-permissions). A
 * role that holds a subject may do everything with it; the super user manages all. No role: no ability at all.
 */
export function buildAbility(role: Role | null | undefined): PortalAbility {
  if (!casl) {
    if (role) void loadAbilities();
    return NO_ABILITY;
  }
  const key = role ?? undefined;
  const cached = cache.get(key);
  if (cached) return cached;
  const { can, build } = new casl.AbilityBuilder<PortalAbility>(casl.Ability);
  const subjects = key === undefined ? [] : ROLE_SUBJECTS[key];
  if (subjects === 'all') can('manage', 'all');
  else if (subjects) for (const subject of subjects) can('manage', subject);
  const ability = build();
  cache.set(key, ability);
  return ability;
}
