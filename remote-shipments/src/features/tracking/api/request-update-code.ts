import { api } from '@portal/shared';
import type { components } from '@portal/shared/api-types';

export type UpdateChannel = 'email' | 'sms';
export type UpdateCodeSent = components['schemas']['UpdateCodeSent'];

/** Asks for a parcel's updates: the API sends a 6-digit code to the e-mail or phone (no login). */
export const requestUpdateCode = (trackingNumber: string, body: { channel: UpdateChannel; to: string }) =>
  api.post<UpdateCodeSent>(`/tracking/${encodeURIComponent(trackingNumber)}/subscriptions`, body);
