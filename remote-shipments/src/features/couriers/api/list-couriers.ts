import { api } from '@portal/shared';
import type { components } from '@portal/shared/api-types';

export type CatalogueCourier = components['schemas']['CatalogueCourier'];

export const couriersQueryKey = () => ['/couriers'] as const;

export const listCouriers = (signal?: AbortSignal) => api.get<{ items: CatalogueCourier[] }>('/couriers', { signal });
