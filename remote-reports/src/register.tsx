import { lazy } from 'react';
import { defineRemote } from '@portal/shared';

/**
 * What remote-reports adds to the portal: the host loads this module (exposed as ./register),
 * filters the nav items through the user's ability and builds its router from the routes.
 */
export default defineRemote({
  name: 'remote_reports',
  requiresShared: '^1.4.0',
  namespace: 'reports',
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
      path: '/',
      subject: 'dashboard',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'reports:pages.dashboard.title',
      navKey: 'dashboard',
      Component: lazy(() => import('./features/dashboard/components/dashboard-page')),
    },
    {
      path: '/reports',
      subject: 'reports',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'reports:pages.reports.title',
      navKey: 'reports',
      Component: lazy(() => import('./features/reports/components/reports-page')),
    },
  ],
  nav: [
    {
      key: 'dashboard',
      titleKey: 'reports:nav.dashboard',
      icon: 'dashboard',
      subject: 'dashboard',
      group: 'common:nav.groups.overview',
      order: 10,
      path: '/',
    },
    {
      key: 'reports',
      titleKey: 'reports:nav.reports',
      icon: 'reports',
      subject: 'reports',
      group: 'common:nav.groups.analytics',
      order: 300,
      path: '/reports',
    },
  ],
});
