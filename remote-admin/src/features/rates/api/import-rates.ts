import { api } from '@portal/shared';
import { RATES_PATH } from './types';

/** Replaces the courier's rates with the file's rows: all of them, or none (the error lists each row's problem). */
export function importRates(courierId: string, file: File): Promise<{ imported: number; replaced: number }> {
  const form = new FormData();
  form.append('file', file);
  return api.upload(`${RATES_PATH}/import`, form, { query: { courierId } });
}
