import { CourierTypesPage } from './courier-types-page';

/** /admin/couriers/{id}/parcel-types (the Couriers nav item stays highlighted: navKey admin-couriers). */
export default function CourierParcelTypesPage() {
  return <CourierTypesPage kind="parcel-types" />;
}
