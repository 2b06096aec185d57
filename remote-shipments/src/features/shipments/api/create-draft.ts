import { api } from '@portal/shared';
import type { DraftInput, Shipment } from './types';

export const createDraft = (input: DraftInput) => api.post<Shipment>('/shipments', input);
