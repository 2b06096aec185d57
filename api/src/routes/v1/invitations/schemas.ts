import { Type } from '@sinclair/typebox';
import { OrgRoleNumber } from '../../../lib/organization-schemas';
import { DateTime, StrictObject } from '../../../lib/schemas';

/** Any text: a link cut short or mangled in a mail client is simply an invitation that does not exist (404). */
export const TokenParams = StrictObject({ token: Type.String({ minLength: 1, maxLength: 200 }) });

export const InvitationPreviewSchema = Type.Object(
  {
    organizationName: Type.String(),
    email: Type.String(),
    role: OrgRoleNumber,
    status: Type.Union([
      Type.Literal('pending'),
      Type.Literal('accepted'),
      Type.Literal('revoked'),
      Type.Literal('expired'),
    ]),
    expiresAt: DateTime,
    accountExists: Type.Boolean({ description: 'Whether the invited e-mail has an account (log in) or not (sign up)' }),
    inviterName: Type.Union([Type.String(), Type.Null()], {
      description: 'The user name of who sent the invitation, as its e-mail says it; null once that account is gone',
    }),
  },
  { $id: 'InvitationPreview', title: 'InvitationPreview' },
);
