import { lazy } from 'react';
import { defineRemote, type NavItem } from '@portal/shared';
import navFile from './nav.json';

/**
 * What remote-organization adds to the portal: the host loads this module (exposed as ./register),
 * filters the nav items through the user's ability and builds its router from the routes.
 */
export default defineRemote({
  name: 'remote_organization',
  requiresShared: navFile.requiresShared,
  namespace: 'organization',
  translations: {
    en: () => import(/* webpackChunkName: "organization-strings-en" */ './locales/en.json'),
    ar: () => import(/* webpackChunkName: "organization-strings-ar" */ './locales/ar.json'),
  },
  pageTranslations: {
    en: () => import(/* webpackChunkName: "organization-strings-en" */ './locales/pages.en.json'),
    ar: () => import(/* webpackChunkName: "organization-strings-ar" */ './locales/pages.ar.json'),
  },
  routes: [
    {
      path: '/organization',
      subject: 'organization',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'organization:pages.organization.title',
      navKey: 'organization',
      Component: lazy(
        () =>
          import(
            /* webpackChunkName: "organization-page-organization" */ './features/organization/components/organization-page'
          ),
      ),
    },
    {
      path: '/api-keys',
      subject: 'client-api-keys',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'organization:pages.apiKeys.title',
      navKey: 'api-keys',
      Component: lazy(
        () =>
          import(/* webpackChunkName: "organization-page-api-keys" */ './features/api-keys/components/api-keys-page'),
      ),
    },
    {
      path: '/webhooks',
      subject: 'webhooks',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'organization:pages.webhooks.title',
      navKey: 'webhooks',
      Component: lazy(
        () =>
          import(/* webpackChunkName: "organization-page-webhooks" */ './features/webhooks/components/webhooks-page'),
      ),
    },
    {
      path: '/recipient-notifications',
      subject: 'organization',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'organization:pages.recipientNotifications.title',
      navKey: 'recipient-notifications',
      Component: lazy(
        () =>
          import(
            /* webpackChunkName: "organization-page-recipient-notifications" */ './features/recipient-notifications/components/recipient-notifications-page'
          ),
      ),
    },
    {
      // An invitation's link from its e-mail: anyone may open it, signed in or not.
      path: '/invitations/:token',
      layout: 'blank',
      access: 'public',
      titleKey: 'organization:pages.invitation.title',
      Component: lazy(() => import('./features/invitations/components/invitation-page')),
    },
  ],
  // The build publishes these items with their titles as nav.json: the host draws the nav without this module.
  nav: navFile.items as NavItem[],
});
