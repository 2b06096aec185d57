// What each demo account may see, derived from the one role table (ROLE_SUBJECTS in
// @portal/shared/domain) and the remotes' registrations (each nav item names its subject).
import { homePathForRole, Role, roleCan, type Subject } from '@portal/shared/domain';
import { remoteNavItems } from './registrations';

export const DEMO_PASSWORD = 'Portal#2026';

export interface DemoAccount {
  email: string;
  role: Role;
  label: string;
}

/** The demo accounts the seed creates (README, "Demo accounts"). */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'super@portal.local', role: Role.SuperUser, label: 'super user' },
  { email: 'admin@portal.local', role: Role.SystemAdmin, label: 'system admin' },
  { email: 'orgadmin@portal.local', role: Role.OrgAdmin, label: 'org admin' },
  { email: 'orguser@portal.local', role: Role.OrgUser, label: 'org user' },
  { email: 'user@portal.local', role: Role.IndividualUser, label: 'individual user' },
];

/** The main navigation's links and the subject each one needs, as the remotes register them. */
const navRouteSubjects = (): [path: string, subject: Subject][] =>
  remoteNavItems().map((item) => [item.path, item.subject]);

export function expectedNavPaths(role: Role): string[] {
  return [
    ...new Set(
      navRouteSubjects()
        .filter(([, subject]) => roleCan(role, subject))
        .map(([path]) => path),
    ),
  ].sort();
}

/**
 * A route whose subject the role lacks (none for the super user). Not '/': a system admin there is
 * sent to its home instead.
 */
export function forbiddenPath(role: Role): string | undefined {
  return navRouteSubjects().find(([path, subject]) => path !== '/' && !roleCan(role, subject))?.[0];
}

export { homePathForRole };
