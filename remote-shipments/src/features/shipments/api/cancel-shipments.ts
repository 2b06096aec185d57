import { api } from '@portal/shared';
import type { BulkCancelResult, BulkSelection } from './types';

/** Cancels the selection, each shipment on its own: what became of each. */
export const cancelShipments = (selection: BulkSelection) =>
  api.post<BulkCancelResult>('/shipments/bulk/cancel', selection);
