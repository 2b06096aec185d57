import { useTranslation } from '@portal/shared';
import { type Readiness, shipmentBadge, type ShipmentStatus } from '@portal/shared/domain';
import { StatusBadge } from '@portal/shared/ui/core';

/** The shipment's status in the domain's badge colours (shipmentBadge). */
export function ShipmentStatusBadge({ readiness, status }: { readiness: number; status: number | null }) {
  const { t } = useTranslation('shipments');
  const badge = shipmentBadge(readiness as Readiness, status as ShipmentStatus | null);
  return <StatusBadge colour={badge.colour}>{t(`common:shipmentStatus.${badge.key}`)}</StatusBadge>;
}
