import { api } from '@portal/shared';
import type { DraftInput, Shipment } from './types';

/** Saves a draft with the version it was loaded at (409 when someone changed it meanwhile). */
export const updateDraft = (id: string, version: number, input: DraftInput) =>
  api.patch<Shipment>(`/shipments/${id}`, { ...input, version });
