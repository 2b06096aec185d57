import { Role, roleCan, type Subject } from '@portal/shared/domain';
import { afterLoginPath, decideAccess, loginPathFor, safeReturnTo, type Visitor } from './access';

const anonymous: Visitor = { status: 'anonymous', can: () => false };
const restoring: Visitor = { status: 'unknown', can: () => false };
const as = (role: Role, extra: Partial<Visitor> = {}): Visitor => ({
  status: 'authenticated',
  role,
  can: (subject: Subject) => roleCan(role, subject),
  ...extra,
});
const at = (pathname: string, search = '') => ({ pathname, search });

describe('decideAccess', () => {
  it('sends an anonymous visitor to login with the page as return target', () => {
    expect(
      decideAccess({ access: 'authenticated', subject: 'shipments' }, anonymous, at('/shipments/42', '?tab=2')),
    ).toEqual({
      type: 'redirect',
      to: '/login?returnTo=%2Fshipments%2F42%3Ftab%3D2',
    });
  });

  it('opens public pages to everyone, even while the session is restored', () => {
    expect(decideAccess({ access: 'public' }, anonymous, at('/track/AB12'))).toEqual({ type: 'allow' });
    expect(decideAccess({ access: 'public' }, restoring, at('/not-authorized'))).toEqual({ type: 'allow' });
  });

  it('waits while the session is being restored', () => {
    expect(decideAccess({ access: 'authenticated', subject: 'shipments' }, restoring, at('/shipments'))).toEqual({
      type: 'wait',
    });
  });

  it('sends a signed-in user away from unauthenticated-only pages to /', () => {
    expect(decideAccess({ access: 'unauthenticated-only' }, as(Role.OrgUser), at('/login'))).toEqual({
      type: 'redirect',
      to: '/',
    });
    expect(decideAccess({ access: 'unauthenticated-only' }, anonymous, at('/register/ABC'))).toEqual({ type: 'allow' });
  });

  it('leaves the login page alone while it finishes a sign-in (it navigates home itself)', () => {
    expect(
      decideAccess({ access: 'unauthenticated-only' }, as(Role.OrgUser, { signingIn: true }), at('/login')),
    ).toEqual({ type: 'allow' });
  });

  it('sends a user lacking the subject to not-authorized', () => {
    expect(
      decideAccess({ access: 'authenticated', subject: 'users' }, as(Role.IndividualUser), at('/admin/users')),
    ).toEqual({
      type: 'redirect',
      to: '/not-authorized',
    });
    expect(
      decideAccess({ access: 'authenticated', subject: 'users' }, as(Role.SystemAdmin), at('/admin/users')),
    ).toEqual({ type: 'allow' });
  });

  it('sends a system admin landing on / to /admin/countries, and lets the super user see the dashboard', () => {
    expect(decideAccess({ access: 'authenticated', subject: 'dashboard' }, as(Role.SystemAdmin), at('/'))).toEqual({
      type: 'redirect',
      to: '/admin/countries',
    });
    expect(decideAccess({ access: 'authenticated', subject: 'dashboard' }, as(Role.SuperUser), at('/'))).toEqual({
      type: 'allow',
    });
  });
});

describe('after login', () => {
  it('goes home by role when nothing was asked for', () => {
    expect(afterLoginPath(Role.OrgAdmin, null)).toBe('/shipments');
    expect(afterLoginPath(Role.IndividualUser, null)).toBe('/shipments');
    expect(afterLoginPath(Role.OrgUser, null)).toBe('/shipments');
    expect(afterLoginPath(Role.SystemAdmin, null)).toBe('/admin/countries');
    expect(afterLoginPath(Role.SuperUser, null)).toBe('/admin/countries');
  });

  it('returns to the page asked for, but only on this site', () => {
    expect(afterLoginPath(Role.OrgUser, '/addresses?page=2')).toBe('/addresses?page=2');
    expect(safeReturnTo('//evil.example/x')).toBeUndefined();
    expect(safeReturnTo('https://evil.example')).toBeUndefined();
    expect(safeReturnTo('/login?returnTo=%2F')).toBeUndefined();
  });

  it('builds the login link with the return target', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/reports', '?from=2026-01-01')).toBe('/login?returnTo=%2Freports%3Ffrom%3D2026-01-01');
  });
});
