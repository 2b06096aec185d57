import { api } from '@portal/shared';
import type { ApiResponseBody } from '@portal/shared/api-types';
import { RATES_PATH } from './types';

/** Replaces the courier's rates with the file's rows: all of them, or none (the error lists each row's problem). */
export function importRates(
  courierId: string,
  file: File,
): Promise<ApiResponseBody<'/api/v1/admin/rates/import', 'post'>> {
  const form = new FormData();
  form.append('file', file);
  return api.upload(`${RATES_PATH}/import`, form, { query: { courierId } });
}
