import { api } from '@portal/shared';
import type { InvitationPreview } from './types';

export const invitationQueryKey = (token: string) => ['/invitations', token] as const;

/** Public; 404 when the token is unknown, 400 when it is not even shaped like one. */
export const getInvitation = (token: string, signal?: AbortSignal) =>
  api.get<InvitationPreview>(`/invitations/${encodeURIComponent(token)}`, { signal });
