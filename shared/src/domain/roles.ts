/** Role numbers (docs/architecture.md#roles-and-permissions). */
export const Role = {
  SystemAdmin: 1,
  OrgAdmin: 2,
  OrgUser: 3,
  IndividualUser: 4,
  SuperUser: 5,
} as const;
export type Role = (typeof Role)[keyof typeof Role];

export const ROLES: readonly Role[] = [1, 2, 3, 4, 5];

// Stryker disable all: deprecated and unused, so not pinned by tests.
/** @deprecated unused by the portal and the API; kept because the 1.x contract lists it, removed in 2.0. */
export const roleSlug: Record<Role, string> = {
  1: 'system-admin',
  2: 'org-admin',
  3: 'org-user',
  4: 'individual-user',
  5: 'super-user',
};
// Stryker restore all

export function isRole(value: unknown): value is Role {
  return typeof value === 'number' && (ROLES as readonly number[]).includes(value);
}

/** Where each role lands after login. */
export function homePathForRole(role: Role): string {
  return role === Role.SystemAdmin || role === Role.SuperUser ? '/admin/countries' : '/shipments';
}

/** Roles with the admin view of every owner's data. */
export function isPlatformAdmin(role: Role): boolean {
  return role === Role.SystemAdmin || role === Role.SuperUser;
}
