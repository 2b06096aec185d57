import { Role, homePathForRole, type Subject } from '@portal/shared/domain';
import type { RouteAccess } from '@portal/shared';

/** What the guard needs to know about the visitor. */
export interface Visitor {
  status: 'unknown' | 'authenticated' | 'anonymous';
  role?: Role;
  can(subject: Subject): boolean;
  /** True while the login page is finishing a sign-in (it navigates to the right home itself). */
  signingIn?: boolean;
}

export interface GuardedRoute {
  access: RouteAccess;
  subject?: Subject;
}

export type AccessDecision = { type: 'allow' } | { type: 'wait' } | { type: 'redirect'; to: string };

export const LOGIN_PATH = '/login';
export const NOT_AUTHORIZED_PATH = '/not-authorized';

const allow: AccessDecision = { type: 'allow' };
const redirect = (to: string): AccessDecision => ({ type: 'redirect', to });

/** /login?returnTo=<where the visitor wanted to go>. */
export function loginPathFor(pathname: string, search = ''): string {
  const target = `${pathname}${search}`;
  return target === '/' ? LOGIN_PATH : `${LOGIN_PATH}?returnTo=${encodeURIComponent(target)}`;
}

/** A returnTo is followed only when it is a path on this site (no //evil.example, no javascript:). */
export function safeReturnTo(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (value === LOGIN_PATH || value.startsWith(`${LOGIN_PATH}/`) || value.startsWith(`${LOGIN_PATH}?`))
    return undefined;
  return value;
}

/** Where a user goes right after signing in: the page they asked for, else their role's home. */
export function afterLoginPath(role: Role, returnTo: string | null | undefined): string {
  return safeReturnTo(returnTo) ?? homePathForRole(role);
}

/**
 * The route guard (docs/architecture.md#roles-and-permissions):
 * - public pages are open to everyone;
 * - unauthenticated-only pages (login, register, reset password) send a signed-in user to /;
 * - every other page needs a signed-in user (else /login?returnTo=…) holding the route's subject
 *   (else /not-authorized);
 * - a system admin landing on / goes to /admin/countries.
 * While the session is being restored nothing is decided ('wait': the loading bar shows).
 */
export function decideAccess(
  route: GuardedRoute,
  visitor: Visitor,
  location: { pathname: string; search?: string },
): AccessDecision {
  if (route.access === 'public') return allow;
  if (visitor.status === 'unknown') return { type: 'wait' };
  const signedIn = visitor.status === 'authenticated';
  if (route.access === 'unauthenticated-only') {
    return signedIn && !visitor.signingIn ? redirect('/') : allow;
  }
  if (!signedIn) return redirect(loginPathFor(location.pathname, location.search));
  if (location.pathname === '/' && visitor.role === Role.SystemAdmin)
    return redirect(homePathForRole(Role.SystemAdmin));
  if (route.subject && !visitor.can(route.subject)) return redirect(NOT_AUTHORIZED_PATH);
  return allow;
}
