import { ShipmentStatus } from './statuses';

/** The status events an owner may tell a parcel's recipient about, in the order the portal lists them. */
export const RECIPIENT_EVENTS = ['processed', 'pickedUp', 'onGoing', 'delivered', 'returned', 'cancelled'] as const;
export type RecipientEvent = (typeof RECIPIENT_EVENTS)[number];
export type RecipientChannel = 'email' | 'sms';
export type RecipientChannels = Record<RecipientEvent, Record<RecipientChannel, boolean>>;

/** The recipient event a status change is (a draft's creation is none). */
export const RECIPIENT_EVENT_OF_STATUS: Record<ShipmentStatus, RecipientEvent> = {
  [ShipmentStatus.Pending]: 'processed',
  [ShipmentStatus.PickUp]: 'pickedUp',
  [ShipmentStatus.OnGoing]: 'onGoing',
  [ShipmentStatus.Delivered]: 'delivered',
  [ShipmentStatus.Cancelled]: 'cancelled',
  [ShipmentStatus.Returned]: 'returned',
};
