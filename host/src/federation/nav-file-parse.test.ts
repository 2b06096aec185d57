import { MANIFEST_FILE, readPortalApps } from '@portal/webpack-config/lib/portal-apps';
import { navFileOf } from '@portal/webpack-config/lib/nav-file';
import { i18n } from '@portal/shared';
import { ADDRESSES_NAV_FILE } from '../testing/addresses-nav-file';
import { badgeOf, earlyPageHeadings, pageHeadingAt, pageTitleKeyOf } from './nav-file';
import { navItemsOf, parseNavFile, preloadFilesFor, preloadSharedFor } from './nav-file-parse';

// The repository root, where portal.apps.json and the remotes' folders are.
const root = MANIFEST_FILE.replace(/portal\.apps\.json$/, '');
const valid = ADDRESSES_NAV_FILE;
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
    // What a nav file names to download must be beside its remoteEntry.js: a file name, no path or origin.
    [
      'a preload from elsewhere',
      { ...valid, preload: { register: ['https://evil.example/x.js'] } },
      'preload.register must list script file names',
    ],
    // The host sends the user's token with these: only paths of its own API, as the api client takes them.
    [
      'a prefetch elsewhere',
      withItem({ prefetch: ['https://evil.example/x'] }),
      'items[0].prefetch must list API paths',
    ],
    ['a prefetch climbing out', withItem({ prefetch: ['/../auth/x'] }), 'items[0].prefetch must list API paths'],
    [
      'a shared module that is no package',
      { ...valid, preload: { shared: { register: ['../../etc'] } } },
      'preload.shared.register must list share keys',
    ],
    [
      'a preload path',
      { ...valid, preload: { pages: { '/addresses': ['../host/main.js'] } } },
      'preload.pages./addresses must list script file names',
    ],
    [
      'a page heading without a parameter to show',
      { ...valid, pageHeadings: { '/track': { en: 'Tracking', ar: 'تتبع' } } },
      "pageHeadings: '/track' must be a route pattern ending in a parameter",
    ],
    [
      'a page heading missing in Arabic',
      { ...valid, pageHeadings: { '/track/:n': { en: 'Tracking' } } },
      'pageHeadings./track/:n.ar must be a title',
    ],
  ])('is refused with %s, naming the problem', (_case, json, problem) => {
    expect(() => parseNavFile(json, 'remote_addresses')).toThrow(problem);
  });
});

describe("a public page's heading", () => {
  it('is written by the build from the remote’s strings (the tracking page’s) and read by the host', () => {
    const file = parseNavFile(navFileOf(`${root}remote-shipments`), 'remote_shipments');
    const headings = [file.pageHeadings];
    expect(pageHeadingAt(headings, '/track/PT12345678901/', 'en')).toEqual({
      title: 'Tracking',
      code: 'PT12345678901',
    });
    expect(pageHeadingAt(headings, '/track/PT12345678901', 'ar')).toEqual({
      title: file.pageHeadings!['/track/:trackingNumber'].ar,
      code: 'PT12345678901',
    });
    expect(file.pageHeadings!['/track/:trackingNumber'].ar).not.toBe('Tracking');
    expect(pageHeadingAt(headings, '/track', 'en')).toBeUndefined();
    // Read before the rest of the file is checked: only valid headings are drawn.
    expect(earlyPageHeadings({ pageHeadings: file.pageHeadings })).toEqual(file.pageHeadings);
    expect(earlyPageHeadings({ pageHeadings: { '/track/:n': { en: 'Tracking' } } })).toBeUndefined();
    expect(earlyPageHeadings({ pageHeadings: { '/track/:n': 'Tracking' } })).toBeUndefined();
    expect(earlyPageHeadings(null)).toBeUndefined();
    expect(pageHeadingAt(headings, '/shipments/12', 'en')).toBeUndefined();
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

describe('a nav item’s page heading', () => {
  it('is its nav title unless the nav file gives the page its own, in both languages', () => {
    const file = parseNavFile(
      withItem({ titles: { en: 'Manage couriers', ar: 'إدارة' }, pageTitles: { en: 'Couriers', ar: 'شركات' } }),
      'remote_addresses',
    );
    const [item] = navItemsOf(file);
    expect(i18n.t(pageTitleKeyOf(item), { lng: 'en' })).toBe('Couriers');
    expect(i18n.t(pageTitleKeyOf(item), { lng: 'ar' })).toBe('شركات');
    const [plain] = navItemsOf(parseNavFile(valid, 'remote_addresses'));
    expect(pageTitleKeyOf(plain)).toBe(plain.titleKey);
  });
});

describe('the files a nav file says to download beside the entry', () => {
  const preload = {
    register: ['register.1.js'],
    strings: { en: ['strings-en.1.js'], ar: ['strings-ar.1.js'] },
    pageStrings: { en: ['page-strings-en.1.js'], ar: ['page-strings-ar.1.js'] },
    pages: { '/addresses': ['page-addresses.1.js'], '/track/:trackingNumber': ['page-track.1.js'] },
    shared: { register: ['react'], pages: { '/addresses': ['@portal/shared/data', 'react'] } },
  };
  const file = parseNavFile({ ...valid, preload }, 'remote_addresses');

  it('are the register module and its strings, with the page and its strings on a nav item’s own page', () => {
    expect(preloadFilesFor(file.preload!, 'ar', '/addresses/')).toEqual([
      'register.1.js',
      'strings-ar.1.js',
      'page-strings-ar.1.js',
      'page-addresses.1.js',
    ]);
    expect(preloadFilesFor(file.preload!, 'en', '/addresses/new')).toEqual(['register.1.js', 'strings-en.1.js']);
    expect(preloadFilesFor(file.preload!, 'en', '/track/PT12345678901')).toEqual([
      'register.1.js',
      'strings-en.1.js',
      'page-strings-en.1.js',
      'page-track.1.js',
    ]);
  });

  it('start the host’s shared modules the register module uses, and on its page those of the page', () => {
    expect(preloadSharedFor(file.preload!, '/addresses')).toEqual(['react', '@portal/shared/data']);
    expect(preloadSharedFor(file.preload!, '/addresses/new')).toEqual(['react']);
  });

  it('are none for a nav file that names none', () => {
    expect(preloadFilesFor(parseNavFile(valid, 'remote_addresses').preload!, 'en', '/addresses')).toEqual([]);
  });
});
