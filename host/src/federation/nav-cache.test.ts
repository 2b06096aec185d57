import { i18n } from '@portal/shared';
import { NAV_CACHE_KEY, rememberNav } from './nav-cache';
import { cachedNavItems as cachedNav } from './nav-file-parse';
import type { NavFile } from './nav-file';

const file: NavFile = {
  name: 'remote_addresses',
  requiresShared: '^1.3.0',
  items: [
    {
      key: 'addresses',
      icon: 'addresses',
      subject: 'addresses',
      group: 'common:nav.groups.shipping',
      order: 40,
      path: '/addresses',
      titles: { en: 'Addresses', ar: 'العناوين' },
    },
  ],
};

afterEach(() => {
  window.localStorage.removeItem(NAV_CACHE_KEY);
  i18n.removeResourceBundle('en', 'nav-titles');
  i18n.removeResourceBundle('ar', 'nav-titles');
});

describe('remembered nav of a remote', () => {
  it('brings back the items and their titles in both languages when the nav file cannot be read later', () => {
    rememberNav(file);

    const [item] = cachedNav('remote_addresses');
    expect(item).toMatchObject({ key: 'addresses', path: '/addresses', subject: 'addresses', order: 40 });
    expect(i18n.t(item.titleKey, { lng: 'en' })).toBe('Addresses');
    expect(i18n.t(item.titleKey, { lng: 'ar' })).toBe('العناوين');
  });

  it('has nothing for a remote never seen, or a damaged cache', () => {
    expect(cachedNav('remote_never')).toEqual([]);
    window.localStorage.setItem(NAV_CACHE_KEY, JSON.stringify({ remote_addresses: { name: 'remote_addresses' } }));
    expect(cachedNav('remote_addresses')).toEqual([]);
    window.localStorage.setItem(NAV_CACHE_KEY, '{not json');
    expect(cachedNav('remote_addresses')).toEqual([]);
  });
});
