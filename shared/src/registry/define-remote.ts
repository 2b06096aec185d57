import { isSubject } from '@portal/shared/domain';
import { isIconName } from './icon-names';
import { isVersionRange } from './semver';
import type { RemoteRegistration } from './types';

/**
 * Declares what a remote adds to the portal (its `./register` module's default export).
 * Mistakes a remote team can make are caught here, at its own start, not in the host.
 */
export function defineRemote(registration: RemoteRegistration): RemoteRegistration {
  const problems: string[] = [];
  if (!registration.name) problems.push('name is empty');
  if (!isVersionRange(registration.requiresShared))
    problems.push(`requiresShared '${registration.requiresShared}' is not a version range`);
  if (!registration.namespace) problems.push('namespace is empty');
  for (const route of registration.routes) {
    if (!route.path.startsWith('/')) problems.push(`route '${route.path}' must start with /`);
    if (route.subject && !isSubject(route.subject))
      problems.push(`route '${route.path}' has unknown subject '${route.subject}'`);
  }
  const navKeys = new Set<string>();
  for (const item of registration.nav) {
    if (navKeys.has(item.key)) problems.push(`nav key '${item.key}' is used twice`);
    navKeys.add(item.key);
    if (!isIconName(item.icon)) problems.push(`nav item '${item.key}' has unknown icon '${String(item.icon)}'`);
    if (!isSubject(item.subject)) problems.push(`nav item '${item.key}' has unknown subject '${item.subject}'`);
  }
  if (problems.length > 0) throw new Error(`Remote '${registration.name}' is misdeclared: ${problems.join('; ')}`);
  return registration;
}
