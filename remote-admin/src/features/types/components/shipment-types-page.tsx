import type { TypeItem } from '../api/types';
import { TypePage, type TypeValues } from './type-page';

/** Shipment types (/admin/shipment-types). */
export default function ShipmentTypesPage() {
  return (
    <TypePage<TypeItem, TypeValues> path="/admin/shipment-types" lookup="shipment-types" pageKey="shipmentTypes" />
  );
}
