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
    en: () => import(/* webpackChunkName: "addresses-strings-en" */ './locales/en.json'),
    ar: () => import(/* webpackChunkName: "addresses-strings-ar" */ './locales/ar.json'),
  },
  pageTranslations: {
    en: () => import(/* webpackChunkName: "addresses-strings-en" */ './locales/pages.en.json'),
    ar: () => import(/* webpackChunkName: "addresses-strings-ar" */ './locales/pages.ar.json'),
  },
  routes: [
    {
      path: '/addresses',
      subject: 'addresses',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'addresses:pages.addresses.title',
      navKey: 'addresses',
      Component: lazy(
        () =>
          import(/* webpackChunkName: "addresses-page-addresses" */ './features/addresses/components/addresses-page'),
      ),
    },
  ],
  // The build publishes these items with their titles as nav.json: the host draws the nav without this module.
  nav: navFile.items as NavItem[],
});
