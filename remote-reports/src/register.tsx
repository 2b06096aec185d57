import { lazy } from 'react';
import { defineRemote, type NavItem } from '@portal/shared';
import navFile from './nav.json';

/**
 * What remote-reports adds to the portal: the host loads this module (exposed as ./register),
 * filters the nav items through the user's ability and builds its router from the routes.
 */
export default defineRemote({
  name: 'remote_reports',
  requiresShared: navFile.requiresShared,
  namespace: 'reports',
  translations: {
    en: () => import(/* webpackChunkName: "reports-strings-en" */ './locales/en.json'),
    ar: () => import(/* webpackChunkName: "reports-strings-ar" */ './locales/ar.json'),
  },
  pageTranslations: {
    en: () => import(/* webpackChunkName: "reports-strings-en" */ './locales/pages.en.json'),
    ar: () => import(/* webpackChunkName: "reports-strings-ar" */ './locales/pages.ar.json'),
  },
  routes: [
    {
      path: '/',
      subject: 'dashboard',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'reports:pages.dashboard.title',
      navKey: 'dashboard',
      Component: lazy(
        () => import(/* webpackChunkName: "reports-page-dashboard" */ './features/dashboard/components/dashboard-page'),
      ),
    },
    {
      path: '/reports',
      subject: 'reports',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'reports:pages.reports.title',
      navKey: 'reports',
      Component: lazy(
        () => import(/* webpackChunkName: "reports-page-reports" */ './features/reports/components/reports-page'),
      ),
    },
  ],
  // The build publishes these items with their titles as nav.json: the host draws the nav without this module.
  nav: navFile.items as NavItem[],
});
