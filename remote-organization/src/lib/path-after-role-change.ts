import { homePathForRole, roleCan, type Role } from '@portal/shared/domain';

/**
 * Where a member goes once their role in an organization changed (joined, invited, stepped down):
 * the organization page when the new role holds it (org admins), else their home. An org user does
 * not hold it, and the route guard would refuse the page under them as soon as the session reloads.
 */
export function pathAfterRoleChange(role: Role): string {
  return roleCan(role, 'organization') ? '/organization' : homePathForRole(role);
}
