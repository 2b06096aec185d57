import { Ability, AbilityBuilder } from '@casl/ability';
import { ROLE_SUBJECTS, type Action, type Role, type Subject } from '@portal/shared/domain';

export type PortalAbility = Ability<[Action, Subject | 'all']>;

const cache = new Map<Role | undefined, PortalAbility>();

/**
 * The CASL ability of a role, from the one role table in the domain (spec §6). A role that holds a
 * subject may do everything with it; the super user manages all. No role: no ability at all.
 */
export function buildAbility(role: Role | null | undefined): PortalAbility {
  const key = role ?? undefined;
  const cached = cache.get(key);
  if (cached) return cached;
  const { can, build } = new AbilityBuilder<PortalAbility>(Ability);
  const subjects = key === undefined ? [] : ROLE_SUBJECTS[key];
  if (subjects === 'all') can('manage', 'all');
  else if (subjects) for (const subject of subjects) can('manage', subject);
  const ability = build();
  cache.set(key, ability);
  return ability;
}
