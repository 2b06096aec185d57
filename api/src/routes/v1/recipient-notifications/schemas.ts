import { Type } from '@sinclair/typebox';
import { RECIPIENT_EVENTS } from '@portal/shared/domain';
import { Email, Nullable, type Static, StrictObject } from '../../../lib/schemas';

const Channels = StrictObject({
  email: Type.Boolean({ description: 'An e-mail to a recipient address that has one' }),
  sms: Type.Boolean({ description: 'An SMS to the recipient phone (each one is charged)' }),
});

const ChannelsByEvent = StrictObject(
  Object.fromEntries(RECIPIENT_EVENTS.map((event) => [event, Channels])) as Record<
    (typeof RECIPIENT_EVENTS)[number],
    typeof Channels
  >,
  {
    description: 'Per status event: processed, picked up, on going (out for delivery), delivered, returned, cancelled',
  },
);

const settingsFields = {
  channels: ChannelsByEvent,
  senderName: Nullable(Type.String({ maxLength: 80 }), {
    description: "The name recipients see (null: the organization's, else the user's name)",
  }),
  replyTo: Nullable(Email, { description: 'Where recipients’ replies go (null: nowhere)' }),
  smsAtNight: Type.Boolean({
    description: 'SMS may go out between 22:00 and 08:00 Amman time (otherwise they wait for 08:00)',
  }),
};

export const RecipientSettingsSchema = Type.Object(
  { ...settingsFields, senderName: Nullable(Type.String()), replyTo: Nullable(Type.String()) },
  { $id: 'RecipientNotificationSettings', title: 'RecipientNotificationSettings' },
);

export const UpdateRecipientSettingsBody = StrictObject(settingsFields);
export type UpdateRecipientSettingsBody = Static<typeof UpdateRecipientSettingsBody>;
