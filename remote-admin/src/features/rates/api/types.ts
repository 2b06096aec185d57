import type { components } from '@portal/shared/api-types';

export type RateItem = components['schemas']['AdminRate'];

export const RATES_PATH = '/admin/rates';
