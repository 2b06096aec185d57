import { MANIFEST_FILE, readPortalApps } from '@portal/webpack-config/lib/portal-apps';
import { navFileOf } from '@portal/webpack-config/lib/nav-file';
import { badgeOf, navItemsOf, parseNavFile } from './nav-file';

// The repository root, where portal.apps.json and the remotes' folders are.
const root = MANIFEST_FILE.replace(/portal\.apps\.json$/, '');
const valid = {
  name: 'remote_addresses',
  requiresShared: '^1.3.0',
  items: [
    {
      key: 'addresses',
      path: '/addresses',
      subject: 'addresses',
      order: 40,
      icon: 'addresses',
      titles: { en: 'Addresses', ar: 'العناوين' },
    },
  ],
};
const withItem = (change: Record<string, unknown>) => ({ ...valid, items: [{ ...valid.items[0], ...change }] });

describe('a remote’s nav file', () => {
  it.each(readPortalApps().remotes.map((remote) => [remote.name, remote.dir]))(
    'as the build of %s writes it, is one the host accepts',
    (name, dir) => {
      const file = parseNavFile(navFileOf(`${root}${dir}`), name);
      expect(file.items.length).toBeGreaterThan(0);
      for (const item of file.items) expect(item.titles.ar).not.toBe(item.titles.en);
    },
  );

  it.each([
    ['another remote’s file', { ...valid, name: 'remote_admin' }, "remotes.json names it 'remote_addresses'"],
    ['no version range', { ...valid, requiresShared: 'latest' }, "requiresShared 'latest' is not a version range"],
    ['an unknown subject', withItem({ subject: 'spaceships' }), "items[0].subject 'spaceships'"],
    ['an unknown icon', withItem({ icon: 'rocket' }), "items[0].icon 'rocket'"],
    ['a title missing in Arabic', withItem({ titles: { en: 'Addresses' } }), 'items[0].titles.ar must be a title'],
    ['a key twice', { ...valid, items: [valid.items[0], valid.items[0]] }, "nav key 'addresses' is used twice"],
    ['no items', { ...valid, items: undefined }, 'items must be a list'],
    // The host sends the user's token with a badge's request: only its own API may be named.
    [
      'a badge elsewhere',
      withItem({ badge: 'https://evil.example/count' }),
      'items[0].badge must be a path under /api/v1/',
    ],
    [
      'a badge outside the API',
      withItem({ badge: '/remotes/admin/count.json' }),
      'items[0].badge must be a path under /api/v1/',
    ],
    [
      'a badge with a query',
      withItem({ badge: '/api/v1/admin/x?y=1' }),
      'items[0].badge must be a path under /api/v1/',
    ],
  ])('is refused with %s, naming the problem', (_case, json, problem) => {
    expect(() => parseNavFile(json, 'remote_addresses')).toThrow(problem);
  });
});

describe('a nav item’s badge', () => {
  it('keeps the API path its count is read from; items without one have none', () => {
    const file = parseNavFile(withItem({ badge: '/api/v1/admin/organizations/pending-count' }), 'remote_addresses');
    expect(navItemsOf(file).map(badgeOf)).toEqual(['/api/v1/admin/organizations/pending-count']);
    expect(navItemsOf(parseNavFile(valid, 'remote_addresses')).map(badgeOf)).toEqual([undefined]);
  });

  it('is named by remote-admin for the reviews and key requests waiting', () => {
    const admin = readPortalApps().remotes.find((remote) => remote.name === 'remote_admin')!;
    const items = parseNavFile(navFileOf(`${root}${admin.dir}`), 'remote_admin').items;
    expect(Object.fromEntries(items.filter((item) => item.badge).map((item) => [item.key, item.badge]))).toEqual({
      organizations: '/api/v1/admin/organizations/pending-count',
      'admin-api-keys': '/api/v1/admin/api-keys/pending-count',
    });
  });
});
