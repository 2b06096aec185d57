import type { ApiRequestBody, components } from '@portal/shared/api-types';

/** What the caller's recipients are told, under which name and logo (the defaults until saved). */
export type RecipientSettings = components['schemas']['RecipientNotificationSettings'];
export type UpdateRecipientSettingsBody = ApiRequestBody<'/api/v1/recipient-notifications', 'put'>;
export type RecipientEvent = keyof RecipientSettings['channels'];
export type RecipientChannel = keyof RecipientSettings['channels'][RecipientEvent];

export type PreviewBody = ApiRequestBody<'/api/v1/recipient-notifications/preview', 'post'>;
/** One event's e-mail and SMS in one language, as a recipient would receive them. */
export type RecipientPreview = components['schemas']['RecipientNotificationPreview'];

/** The events in the order a parcel meets them: the domain's list, as the API's. */
export { RECIPIENT_EVENTS } from '@portal/shared/domain';
export const RECIPIENT_CHANNELS: readonly RecipientChannel[] = ['email', 'sms'];

/** Every query of this feature starts with it. */
export const recipientSettingsQueryKey = ['/recipient-notifications'] as const;
