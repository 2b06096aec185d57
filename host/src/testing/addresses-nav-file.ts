/** remote-addresses' nav.json as its build writes it (without the files to preload): for tests of the nav. */
export const ADDRESSES_NAV_FILE = {
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
