import { api } from '@portal/shared';
import { AddressType } from '@portal/shared/domain';
import type { Address, InlineRecipient } from './types';

/** Keeps a typed-in recipient in the address book (as a drop-off address). */
export const saveRecipientAddress = (recipient: InlineRecipient) =>
  api.post<Address>('/addresses', {
    ...recipient,
    email: recipient.email || null,
    regionId: recipient.regionId ?? null,
    villageId: recipient.villageId ?? null,
    buildingNumber: recipient.buildingNumber || null,
    type: AddressType.DropOff,
    isPrimary: false,
    latitude: null,
    longitude: null,
  });
