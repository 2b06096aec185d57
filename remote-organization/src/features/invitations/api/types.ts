import type { ApiResponseBody, components } from '@portal/shared/api-types';

/** GET /invitations/:token, public: enough to decide between accept, log in and sign up. */
export type InvitationPreview = components['schemas']['InvitationPreview'];

/** POST /invitations/:token/accept: the caller's organization, now joined. */
export type AcceptedInvitation = ApiResponseBody<'/api/v1/invitations/{token}/accept', 'post'>;
