import { api } from '@portal/shared';
import type { Page } from '@portal/shared/domain';
import { COURIERS_PATH, type SupportedKind, type SupportedType } from './types';

/** Replaces the set of types of a kind the courier supports. */
export async function saveSupportedTypes(
  courierId: string,
  kind: SupportedKind,
  typeIds: string[],
): Promise<SupportedType[]> {
  return (await api.put<Page<SupportedType>>(`${COURIERS_PATH}/${courierId}/${kind}`, { typeIds })).items;
}
