import { api } from '@portal/shared';
import type { MemberListParams, MemberPage } from './types';

/** A page of the members (`params`), or all of them (none: what a change invalidates). */
export const membersQueryKey = (params?: MemberListParams) =>
  params ? (['/organization/members', params] as const) : (['/organization/members'] as const);

export function listMembers(params: MemberListParams, signal?: AbortSignal): Promise<MemberPage> {
  return api.get<MemberPage>('/organization/members', {
    query: { page: params.page, pageSize: params.pageSize, sort: params.sort, q: params.q || undefined },
    signal,
  });
}
