import { i18n } from '@portal/shared';
import { fakeRegistration, fakeRoute } from '../testing/fake-remote';
import { cachedNav, NAV_CACHE_KEY, rememberNav } from './nav-cache';

const registration = {
  ...fakeRegistration('remote_addresses', [fakeRoute('/addresses', 'addresses', 'Addresses')]),
  namespace: 'addresses',
  nav: [
    {
      key: 'addresses',
      titleKey: 'addresses:nav.addresses',
      icon: 'addresses' as const,
      subject: 'addresses' as const,
      group: 'common:nav.groups.shipping',
      order: 40,
      path: '/addresses',
    },
  ],
};

afterEach(() => {
  window.localStorage.removeItem(NAV_CACHE_KEY);
  i18n.removeResourceBundle('en', 'addresses');
  i18n.removeResourceBundle('ar', 'addresses');
});

describe('remembered nav of a remote', () => {
  it('brings back the items and their titles when the remote cannot be loaded later', () => {
    i18n.addResourceBundle('en', 'addresses', { nav: { addresses: 'Addresses' } });
    i18n.addResourceBundle('ar', 'addresses', { nav: { addresses: 'العناوين' } });
    rememberNav(registration);
    i18n.removeResourceBundle('en', 'addresses');
    i18n.removeResourceBundle('ar', 'addresses');

    expect(cachedNav('remote_addresses')).toEqual(registration.nav);
    expect(i18n.t('addresses:nav.addresses', { lng: 'en' })).toBe('Addresses');
    expect(i18n.t('addresses:nav.addresses', { lng: 'ar' })).toBe('العناوين');
  });

  it('has nothing for a remote never seen, or a damaged cache', () => {
    expect(cachedNav('remote_never')).toEqual([]);
    window.localStorage.setItem(NAV_CACHE_KEY, '{not json');
    expect(cachedNav('remote_addresses')).toEqual([]);
  });
});
