import { api } from '@portal/shared';
import type { components } from '@portal/shared/api-types';

export type PublicTracking = components['schemas']['PublicTracking'];

export const trackingQueryKey = (trackingNumber: string) => ['/tracking', trackingNumber] as const;

/** Public tracking (no login): status, dates and the city-level timeline. */
export const getTracking = (trackingNumber: string, signal?: AbortSignal) =>
  api.get<PublicTracking>(`/tracking/${encodeURIComponent(trackingNumber)}`, { signal });
