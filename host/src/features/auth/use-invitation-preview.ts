import { useEffect, useState } from 'react';
import { getInvitation, type InvitationPreview } from './api/get-invitation';

/**
 * The invitation of a sign-up link (/register?invitation=<token>):
 * - `none`: no token in the link;
 * - `loading`: asking GET /invitations/<token>;
 * - `valid`: pending and not expired: the account joins it;
 * - `accountExists`: valid, but the invited e-mail already has an account (log in and accept instead);
 * - `invalid`: unknown, expired, revoked or used (or it could not be read): the normal form.
 */
export type InvitationState =
  | { status: 'none' | 'loading' | 'invalid'; preview: null }
  | { status: 'valid' | 'accountExists'; preview: InvitationPreview };

export function useInvitationPreview(token: string): InvitationState {
  // The answer with the token it answers, so a changed token reads as loading until its own answer.
  const [answer, setAnswer] = useState<{ token: string; invitation: InvitationState } | null>(null);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    getInvitation(token, controller.signal).then(
      (preview) => {
        const usable = preview.status === 'pending' && Date.parse(preview.expiresAt) > Date.now();
        setAnswer({
          token,
          invitation: usable
            ? { status: preview.accountExists ? 'accountExists' : 'valid', preview }
            : { status: 'invalid', preview: null },
        });
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ token, invitation: { status: 'invalid', preview: null } });
      },
    );
    return () => controller.abort();
  }, [token]);

  if (!token) return { status: 'none', preview: null };
  if (answer?.token !== token) return { status: 'loading', preview: null };
  return answer.invitation;
}
