import { MANIFEST_FILE, readPortalApps } from '@portal/webpack-config/lib/portal-apps';
import { navFileOf } from '@portal/webpack-config/lib/nav-file';
import { parseNavFile } from './nav-file';

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
  ])('is refused with %s, naming the problem', (_case, json, problem) => {
    expect(() => parseNavFile(json, 'remote_addresses')).toThrow(problem);
  });
});
