import { lazy } from 'react';
import { defineRemote, type NavItem } from '@portal/shared';
import navFile from './nav.json';

/**
 * What remote-admin adds to the portal: the host loads this module (exposed as ./register),
 * filters the nav items through the user's ability and builds its router from the routes.
 */
export default defineRemote({
  name: 'remote_admin',
  requiresShared: navFile.requiresShared,
  namespace: 'admin',
  translations: {
    en: () => import(/* webpackChunkName: "admin-strings-en" */ './locales/en.json'),
    ar: () => import(/* webpackChunkName: "admin-strings-ar" */ './locales/ar.json'),
  },
  pageTranslations: {
    en: () => import(/* webpackChunkName: "admin-strings-en" */ './locales/pages.en.json'),
    ar: () => import(/* webpackChunkName: "admin-strings-ar" */ './locales/pages.ar.json'),
  },
  routes: [
    {
      path: '/admin/countries',
      subject: 'locations',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'admin:pages.countries.title',
      navKey: 'countries',
      Component: lazy(
        () => import(/* webpackChunkName: "admin-page-countries" */ './features/locations/components/countries-page'),
      ),
    },
    {
      path: '/admin/regions',
      subject: 'locations',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'admin:pages.regions.title',
      navKey: 'regions',
      Component: lazy(
        () => import(/* webpackChunkName: "admin-page-regions" */ './features/locations/components/regions-page'),
      ),
    },
    {
      path: '/admin/cities',
      subject: 'locations',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'admin:pages.cities.title',
      navKey: 'cities',
      Component: lazy(
        () => import(/* webpackChunkName: "admin-page-cities" */ './features/locations/components/cities-page'),
      ),
    },
    {
      path: '/admin/villages',
      subject: 'locations',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'admin:pages.villages.title',
      navKey: 'villages',
      Component: lazy(
        () => import(/* webpackChunkName: "admin-page-villages" */ './features/locations/components/villages-page'),
      ),
    },
    {
      path: '/admin/rates',
      subject: 'locations',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'admin:pages.rates.title',
      navKey: 'rates',
      Component: lazy(
        () => import(/* webpackChunkName: "admin-page-rates" */ './features/rates/components/rates-page'),
      ),
    },
    {
      path: '/admin/availability-zones',
      subject: 'locations',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'admin:pages.availabilityZones.title',
      navKey: 'availability-zones',
      Component: lazy(
        () =>
          import(
            /* webpackChunkName: "admin-page-availability-zones" */ './features/availability-zones/components/availability-zones-page'
          ),
      ),
    },
    {
      path: '/admin/shipment-types',
      subject: 'shipment-types',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'admin:pages.shipmentTypes.title',
      navKey: 'shipment-types',
      Component: lazy(
        () =>
          import(/* webpackChunkName: "admin-page-shipment-types" */ './features/types/components/shipment-types-page'),
      ),
    },
    {
      path: '/admin/service-types',
      subject: 'service-types',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'admin:pages.serviceTypes.title',
      navKey: 'service-types',
      Component: lazy(
        () =>
          import(/* webpackChunkName: "admin-page-service-types" */ './features/types/components/service-types-page'),
      ),
    },
    {
      path: '/admin/parcel-types',
      subject: 'parcel-types',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'admin:pages.parcelTypes.title',
      navKey: 'parcel-types',
      Component: lazy(
        () => import(/* webpackChunkName: "admin-page-parcel-types" */ './features/types/components/parcel-types-page'),
      ),
    },
    {
      path: '/admin/couriers',
      subject: 'admin-couriers',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'admin:pages.couriers.title',
      navKey: 'admin-couriers',
      Component: lazy(
        () =>
          import(/* webpackChunkName: "admin-page-admin-couriers" */ './features/couriers/components/couriers-page'),
      ),
    },
    {
      path: '/admin/couriers/:id/parcel-types',
      subject: 'admin-couriers',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'admin:pages.courierParcelTypes.title',
      navKey: 'admin-couriers',
      Component: lazy(() => import('./features/couriers/components/courier-parcel-types-page')),
    },
    {
      path: '/admin/couriers/:id/service-types',
      subject: 'admin-couriers',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'admin:pages.courierServiceTypes.title',
      navKey: 'admin-couriers',
      Component: lazy(() => import('./features/couriers/components/courier-service-types-page')),
    },
    {
      path: '/admin/couriers/:id/shipment-types',
      subject: 'admin-couriers',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'admin:pages.courierShipmentTypes.title',
      navKey: 'admin-couriers',
      Component: lazy(() => import('./features/couriers/components/courier-shipment-types-page')),
    },
    {
      path: '/admin/couriers/:id/keys',
      subject: 'admin-couriers',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'admin:pages.courierKeys.title',
      navKey: 'admin-couriers',
      Component: lazy(() => import('./features/couriers/components/courier-keys-page')),
    },
    {
      path: '/admin/organizations',
      subject: 'organizations',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'admin:pages.organizations.title',
      navKey: 'organizations',
      Component: lazy(
        () =>
          import(
            /* webpackChunkName: "admin-page-organizations" */ './features/organizations/components/organizations-page'
          ),
      ),
    },
    {
      path: '/admin/users',
      subject: 'users',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'admin:pages.users.title',
      navKey: 'users',
      Component: lazy(
        () => import(/* webpackChunkName: "admin-page-users" */ './features/users/components/users-page'),
      ),
    },
    {
      path: '/admin/api-keys',
      subject: 'admin-api-keys',
      layout: 'default',
      access: 'authenticated',
      titleKey: 'admin:pages.apiKeys.title',
      navKey: 'admin-api-keys',
      Component: lazy(
        () =>
          import(/* webpackChunkName: "admin-page-admin-api-keys" */ './features/api-keys/components/api-keys-page'),
      ),
    },
  ],
  // The build publishes these items with their titles as nav.json: the host draws the nav without this module.
  nav: navFile.items as NavItem[],
});
