import { lazy } from 'react';
import { defineRemote } from '@portal/shared';

/**
 * What remote-addresses adds to the portal: the host loads this module (exposed as ./register),
 * filters the nav items through the user's ability and builds its router from the routes.
 */
export default defineRemote({
  name: 'remote_addresses',
  requiresShared: '^1.3.0',
  namespace: 'addresses',
  translations: {
    en: () => import('./locales/en.json'),
    ar: () => import('./locales/ar.json'),
  },
  pageTranslations: {
    en: () => import('./locales/pages.en.json'),
    ar: () => import('./locales/pages.ar.json'),
  },
  routes: [
    {
      path: '/addresses',
      subject: 'addresses',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'addresses:pages.addresses.title',
      navKey: 'addresses',
      Component: lazy(() => import('./features/addresses/components/addresses-page')),
    },
  ],
  nav: [
    {
      key: 'addresses',
      titleKey: 'addresses:nav.addresses',
      icon: 'addresses',
      subject: 'addresses',
      group: 'common:nav.groups.shipping',
      order: 40,
      path: '/addresses',
    },
  ],
});
