import { api } from '@portal/shared';
import type { components } from '@portal/shared/api-types';
import type { UpdateChannel } from './request-update-code';

export type UpdatesConfirmed = components['schemas']['UpdatesConfirmed'];

/** Confirms the code sent to the address: it then receives the parcel's later status messages. */
export const confirmUpdates = (trackingNumber: string, body: { channel: UpdateChannel; to: string; code: string }) =>
  api.post<UpdatesConfirmed>(`/tracking/${encodeURIComponent(trackingNumber)}/subscriptions/confirm`, body);
