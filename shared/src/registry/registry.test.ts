import { lazy } from 'react';
import { Role } from '@portal/shared/domain';
import { buildAbility } from '../ability/ability';
import { i18n } from '../i18n/i18n';
import { defineRemote } from './define-remote';
import { installRemote, selectNavItems, selectRoutes, useRegistry, visibleNavGroups } from './registry-store';
import { compareVersions, satisfiesVersion } from './semver';
import type { NavItem, RemoteRegistration } from './types';

const Page = lazy(async () => ({ default: () => null }));

function registration(overrides: Partial<RemoteRegistration> = {}): RemoteRegistration {
  return {
    name: 'remote_admin',
    requiresShared: '^1.0.0',
    namespace: 'admin',
    translations: {
      en: async () => ({ nav: { couriers: 'Couriers' } }),
      ar: async () => ({ nav: { couriers: 'شركات الشحن' } }),
    },
    routes: [
      {
        path: '/admin/couriers',
        subject: 'admin-couriers',
        layout: 'default',
        access: 'authenticated',
        Component: Page,
        titleKey: 'admin:nav.couriers',
      },
      {
        path: '/admin/couriers/:id/service-types',
        subject: 'admin-couriers',
        layout: 'default',
        access: 'authenticated',
        Component: Page,
        navKey: 'admin-couriers',
        titleKey: 'admin:serviceTypes',
      },
    ],
    nav: [
      {
        key: 'admin-couriers',
        titleKey: 'admin:nav.couriers',
        icon: 'couriers',
        subject: 'admin-couriers',
        group: 'common:nav.groups.administration',
        order: 30,
        path: '/admin/couriers',
      },
    ],
    ...overrides,
  };
}

describe('compareVersions', () => {
  it.each([
    ['1.2.3', '1.2.3', 0],
    ['1.2.3', '1.10.0', -1],
    ['2.0.0', '1.99.99', 1],
    ['2.0.0-beta.1', '2.0.0', -1],
  ])('orders %s against %s: %d', (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b) as number)).toBe(sign);
  });

  it('has no order for what is not a version', () => {
    expect(compareVersions('latest', '1.0.0')).toBeUndefined();
  });
});

describe('satisfiesVersion', () => {
  it.each([
    ['1.0.0', '^1.0.0', true],
    ['1.4.2', '^1.0.0', true],
    ['1.0.0', '^1.2.0', false],
    ['2.0.0', '^1.0.0', false],
    ['0.3.5', '^0.3.1', true],
    ['0.4.0', '^0.3.1', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['3.0.0', '>=1.2.0', true],
    ['1.1.0', '>=1.2.0', false],
    ['1.1.0-beta.1', '^1.0.0', false],
    ['1.1.0-beta.2', '^1.1.0-beta.1', true],
    ['5.0.0', '*', true],
    ['not-a-version', '^1.0.0', false],
    ['1.0.0', 'latest', false],
  ])('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfiesVersion(version, range)).toBe(expected);
  });
});

describe('defineRemote', () => {
  it('returns a correct registration unchanged', () => {
    const r = registration();
    expect(defineRemote(r)).toBe(r);
  });

  it('names every mistake a remote team made', () => {
    const broken = registration({
      requiresShared: 'latest',
      routes: [{ ...registration().routes[0], path: 'admin', subject: 'spaceships' as never }],
      nav: [
        { ...registration().nav[0], icon: 'rocket' as never },
        { ...registration().nav[0], icon: 'couriers' },
      ],
    });
    expect(() => defineRemote(broken)).toThrow(
      "Remote 'remote_admin' is misdeclared: requiresShared 'latest' is not a version range; route 'admin' must start with /; route 'admin' has unknown subject 'spaceships'; nav item 'admin-couriers' has unknown icon 'rocket'; nav key 'admin-couriers' is used twice",
    );
  });
});

describe('installRemote', () => {
  beforeEach(() => useRegistry.getState().reset());

  it('publishes routes and nav items after loading the remote translations', async () => {
    const state = await installRemote(registration(), '1.0.0');

    expect(state.status).toBe('ready');
    expect(i18n.t('admin:nav.couriers')).toBe('Couriers');
    const routes = selectRoutes(useRegistry.getState());
    expect(routes.map((route) => [route.path, route.remote, route.navKey])).toEqual([
      ['/admin/couriers', 'remote_admin', undefined],
      ['/admin/couriers/:id/service-types', 'remote_admin', 'admin-couriers'],
    ]);
    expect(selectNavItems(useRegistry.getState()).map((item) => item.key)).toEqual(['admin-couriers']);
  });

  it('refuses a remote that needs a newer @portal/shared, saying why in the console', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const state = await installRemote(registration({ requiresShared: '^1.3.0' }), '1.2.0');

    expect(state).toMatchObject({
      status: 'refused',
      reason: "Remote 'remote_admin' requires @portal/shared ^1.3.0, but 1.2.0 is running",
    });
    expect(consoleError).toHaveBeenCalledWith(state.reason);
    expect(selectRoutes(useRegistry.getState())).toEqual([]);
    consoleError.mockRestore();
  });

  it('marks the remote failed when its translations cannot load', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const state = await installRemote(
      registration({
        namespace: 'broken',
        translations: { en: () => Promise.reject(new Error('404')), ar: () => Promise.reject(new Error('404')) },
      }),
      '1.0.0',
    );
    expect(state).toMatchObject({ status: 'failed' });
    expect(state.reason).toContain('404');
    consoleError.mockRestore();
  });
});

describe('visibleNavGroups', () => {
  const item = (key: string, subject: NavItem['subject'], order: number, group?: string): NavItem => ({
    key,
    titleKey: `x:${key}`,
    icon: 'box',
    subject,
    order,
    group,
    path: `/${key}`,
  });
  const items = [
    item('couriers', 'admin-couriers', 30, 'admin'),
    item('shipments', 'shipments', 10),
    item('countries', 'locations', 20, 'admin'),
    item('dashboard', 'dashboard', 5),
    item('reports', 'reports', 40, 'analytics'),
    item('organization', 'organization', 50, 'organization'),
  ];

  it('keeps only what the role may see, in order, grouped', () => {
    expect(
      visibleNavGroups(items, buildAbility(Role.SystemAdmin)).map((g) => [g.group, g.items.map((i) => i.key)]),
    ).toEqual([
      ['admin', ['countries', 'couriers']],
      ['analytics', ['reports']],
    ]);
    expect(
      visibleNavGroups(items, buildAbility(Role.OrgUser)).map((g) => [g.group, g.items.map((i) => i.key)]),
    ).toEqual([
      [undefined, ['dashboard', 'shipments']],
      ['analytics', ['reports']],
    ]);
    // The organization page is its admins' alone (org users leave from their profile).
    expect(
      visibleNavGroups(items, buildAbility(Role.OrgAdmin)).map((g) => [g.group, g.items.map((i) => i.key)]),
    ).toEqual([
      [undefined, ['dashboard', 'shipments']],
      ['analytics', ['reports']],
      ['organization', ['organization']],
    ]);
  });
});
