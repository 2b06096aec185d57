import { api } from '@portal/shared';
import type { RatesResult } from './types';

/** A draft's rates, asked again for each saved version of it. */
export const draftRatesQueryKey = (draft: { id: string; version: number }) =>
  ['/shipments', draft.id, 'rates', draft.version] as const;

/** Live rates of a saved draft, priced by the server. */
export const getDraftRates = (id: string, signal?: AbortSignal) =>
  api.get<RatesResult>(`/shipments/${id}/rates`, { signal });
