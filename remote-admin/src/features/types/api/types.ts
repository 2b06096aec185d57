import type { components } from '@portal/shared/api-types';

export type TypeItem = components['schemas']['AdminType'];
export type ParcelTypeItem = components['schemas']['AdminParcelType'];
