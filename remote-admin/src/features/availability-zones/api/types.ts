import type { LookupName } from '@portal/shared';
import type { AdminItem } from '../../../lib/resource-page/api/types';

export const SIDES = ['origin', 'destination'] as const;
export const LEVELS = ['Country', 'Region', 'City', 'Village'] as const;
export type Side = (typeof SIDES)[number];
export type Level = (typeof LEVELS)[number];
export type PlaceKey = `${Side}${Level}`;

/** Each side and level: the place id, the courier's provider id, and the place's names. */
export type ZoneItem = AdminItem & {
  courierId: string;
  courier: LookupName;
} & { [K in PlaceKey as `${K}Id`]: string | null } & { [K in PlaceKey as `${K}ProviderId`]: string | null } & {
  [K in PlaceKey]: LookupName | null;
};

export const ZONES_PATH = '/admin/availability-zones';
