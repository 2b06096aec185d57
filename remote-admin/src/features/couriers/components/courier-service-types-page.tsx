import { CourierTypesPage } from './courier-types-page';

/** /admin/couriers/{id}/service-types (the Couriers nav item stays highlighted: navKey admin-couriers). */
export default function CourierServiceTypesPage() {
  return <CourierTypesPage kind="service-types" />;
}
