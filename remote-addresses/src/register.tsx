import { lazy } from 'react';
import { defineRemote, type NavItem } from '@portal/shared';
import navFile from './nav.json';

/**
 * What remote-addresses adds to the portal: the host loads this module (exposed as ./register),
 * filters the nav items through the user's ability and builds its router from the routes.
 */
export default defineRemote({
  name: 'remote_addresses',
  requiresShared: navFile.requiresShared,
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
  // The build publishes these items with their titles as nav.json: the host draws the nav without this module.
  nav: navFile.items as NavItem[],
});
