import { api } from '@portal/shared';
import type { Page } from '@portal/shared/domain';
import { COURIERS_PATH, type SupportedKind, type SupportedType } from './types';

/** The courier and its types of one kind, read together by the types page. */
export const supportedTypesQueryKey = (courierId: string, kind: SupportedKind) =>
  [COURIERS_PATH, courierId, kind] as const;

/** Every type of a kind, each with whether the courier supports it. */
export async function listSupportedTypes(
  courierId: string,
  kind: SupportedKind,
  signal?: AbortSignal,
): Promise<SupportedType[]> {
  return (await api.get<Page<SupportedType>>(`${COURIERS_PATH}/${courierId}/${kind}`, { signal })).items;
}
