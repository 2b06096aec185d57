import { api } from '@portal/shared';
import { RATES_PATH } from './types';

/** The courier's rates as a CSV file (the import format). */
export function exportRates(courierId: string): Promise<Blob> {
  return api.download(`${RATES_PATH}/export`, { query: { courierId } });
}
