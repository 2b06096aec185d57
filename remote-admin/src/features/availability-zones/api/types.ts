import type { components } from '@portal/shared/api-types';

export const SIDES = ['origin', 'destination'] as const;
export const LEVELS = ['Country', 'Region', 'City', 'Village'] as const;
export type Side = (typeof SIDES)[number];

/** Each side and level: the place id, the courier's provider id, and the place's names. */
export type ZoneItem = components['schemas']['AdminAvailabilityZone'];

export const ZONES_PATH = '/admin/availability-zones';
