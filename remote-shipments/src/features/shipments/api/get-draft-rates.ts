import { api } from '@portal/shared';
import type { RatesResult } from './types';

/** Live rates of a saved draft, priced by the server. */
export const getDraftRates = (id: string, signal?: AbortSignal) =>
  api.get<RatesResult>(`/shipments/${id}/rates`, { signal });
