import { Type } from '@sinclair/typebox';
import { RECIPIENT_EVENTS } from '@portal/shared/domain';
import { Email, Language, Nullable, type Static, StrictObject } from '../../../lib/schemas';

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
  {
    ...settingsFields,
    senderName: Nullable(Type.String()),
    replyTo: Nullable(Type.String()),
    logoUrl: Nullable(Type.String(), {
      description:
        "The sender's logo (a public, cacheable path on this API; a new upload is a new URL), null without one",
    }),
  },
  { $id: 'RecipientNotificationSettings', title: 'RecipientNotificationSettings' },
);

export const UpdateRecipientSettingsBody = StrictObject(settingsFields);
export type UpdateRecipientSettingsBody = Static<typeof UpdateRecipientSettingsBody>;

const RecipientEventSchema = Type.Union(
  RECIPIENT_EVENTS.map((event) => Type.Literal(event)),
  { description: 'processed, pickedUp, onGoing, delivered, returned or cancelled' },
);

export const PreviewBody = StrictObject({
  event: RecipientEventSchema,
  language: Language,
  senderName: Type.Optional(
    Nullable(Type.String({ maxLength: 80 }), {
      description: 'A sender name not saved yet, to preview before saving (absent: the saved one; null: the default)',
    }),
  ),
});

export const RecipientPreviewSchema = Type.Object(
  {
    event: RecipientEventSchema,
    language: Language,
    trackingNumber: Type.String({ description: 'The sample parcel the preview is written for' }),
    mail: Type.Object({ subject: Type.String(), html: Type.String(), text: Type.String() }),
    sms: Type.Object({
      text: Type.String(),
      encoding: Type.Union([Type.Literal('GSM-7'), Type.Literal('UCS-2')], {
        description: 'GSM-7 for Latin text; UCS-2 (fewer characters per part) as soon as one character is outside it',
      }),
      units: Type.Integer({ description: 'Septets (GSM-7) or UTF-16 code units (UCS-2)' }),
      segments: Type.Integer({ description: 'How many parts the SMS is sent and charged as' }),
    }),
  },
  { $id: 'RecipientNotificationPreview', title: 'RecipientNotificationPreview' },
);
