import { api } from '@portal/shared';
import { COURIERS_PATH, type CourierItem } from './types';

/** POST multipart "logo": the server checks the content (PNG, JPEG, WebP) and the size. */
export function uploadLogo(courierId: string, file: File): Promise<CourierItem> {
  const form = new FormData();
  form.append('logo', file);
  return api.upload<CourierItem>(`${COURIERS_PATH}/${courierId}/logo`, form);
}
