import { lazy, type ComponentType } from 'react';
import { defineRemote, type NavItem } from '@portal/shared';
import { loadImportsStrings } from './features/imports/imports-strings';
import navFile from './nav.json';

// One component for /shipments/new and /shipments/:id/edit, so replacing the URL once the draft exists keeps the wizard mounted.
const ShipmentWizard = lazy(() => import('./features/shipments/components/new-shipment-page'));

/** An import page: its code and its own strings (not among the page strings) arrive together. */
function withImportsStrings(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => Promise.all([load(), loadImportsStrings()]).then(([module]) => module));
}

/**
 * What remote-shipments adds to the portal: the host loads this module (exposed as ./register),
 * filters the nav items through the user's ability and builds its router from the routes.
 */
export default defineRemote({
  name: 'remote_shipments',
  requiresShared: navFile.requiresShared,
  namespace: 'shipments',
  translations: {
    en: () => import(/* webpackChunkName: "shipments-strings-en" */ './locales/en.json'),
    ar: () => import(/* webpackChunkName: "shipments-strings-ar" */ './locales/ar.json'),
  },
  pageTranslations: {
    en: () => import(/* webpackChunkName: "shipments-strings-en" */ './locales/pages.en.json'),
    ar: () => import(/* webpackChunkName: "shipments-strings-ar" */ './locales/pages.ar.json'),
  },
  routes: [
    {
      path: '/shipments',
      subject: 'shipments',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'shipments:pages.shipments.title',
      navKey: 'shipments',
      Component: lazy(
        () =>
          import(/* webpackChunkName: "shipments-page-shipments" */ './features/shipments/components/shipments-page'),
      ),
    },
    {
      path: '/shipments/new',
      subject: 'shipments',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'shipments:pages.newShipment.title',
      navKey: 'shipments',
      Component: ShipmentWizard,
    },
    {
      path: '/shipments/upload',
      subject: 'shipments',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'shipments:pages.importShipments.title',
      navKey: 'shipments',
      Component: withImportsStrings(() => import('./features/imports/components/imports-page')),
    },
    {
      path: '/shipments/imports/:id',
      subject: 'shipments',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'shipments:pages.shipmentImport.title',
      navKey: 'shipments',
      Component: withImportsStrings(() => import('./features/imports/components/import-page')),
    },
    {
      path: '/shipments/:id/edit',
      subject: 'shipments',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'shipments:pages.editShipment.title',
      navKey: 'shipments',
      Component: ShipmentWizard,
    },
    {
      path: '/shipments/track/:trackingNumber',
      subject: 'shipments',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'shipments:pages.trackingResult.title',
      navKey: 'shipments',
      Component: lazy(() => import('./features/tracking/components/portal-tracking-page')),
    },
    {
      path: '/shipments/:id',
      subject: 'shipments',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'shipments:pages.shipmentDetails.title',
      navKey: 'shipments',
      Component: lazy(() => import('./features/shipments/components/shipment-details-page')),
    },
    {
      path: '/couriers',
      subject: 'couriers',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'shipments:pages.couriers.title',
      navKey: 'couriers',
      Component: lazy(
        () => import(/* webpackChunkName: "shipments-page-couriers" */ './features/couriers/components/couriers-page'),
      ),
    },
    {
      path: '/track',
      layout: 'blank',
      access: 'public',
      titleKey: 'shipments:pages.track.title',
      Component: lazy(() => import('./features/tracking/components/track-page')),
    },
    {
      path: '/track/:trackingNumber',
      layout: 'blank',
      access: 'public',
      titleKey: 'shipments:pages.trackingResult.title',
      Component: lazy(
        () =>
          import(
            /* webpackChunkName: "shipments-page-tracking-result" */ './features/tracking/components/tracking-result-page'
          ),
      ),
    },
  ],
  // The build publishes these items with their titles as nav.json: the host draws the nav without this module.
  nav: navFile.items as NavItem[],
});
