import { api } from '@portal/shared';
import type { components } from '@portal/shared/api-types';

/** Who is invited where, and whether that e-mail already has an account (then: log in and accept). */
export type InvitationPreview = components['schemas']['InvitationPreview'];

/** GET /invitations/:token (public); 404 when the token is unknown. */
export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return api.get<InvitationPreview>(`/invitations/${encodeURIComponent(token)}`, { signal });
}
