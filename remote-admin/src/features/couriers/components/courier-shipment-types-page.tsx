import { CourierTypesPage } from './courier-types-page';

/** /admin/couriers/{id}/shipment-types (the Couriers nav item stays highlighted: navKey admin-couriers). */
export default function CourierShipmentTypesPage() {
  return <CourierTypesPage kind="shipment-types" />;
}
