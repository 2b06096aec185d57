import { Type } from '@sinclair/typebox';
import { OrgRoleNumber } from '../../../lib/organization-schemas';
import { DateTime, StrictObject } from '../../../lib/schemas';
import { INVITATION_TOKEN_PATTERN } from '../../../services/invitations';

export const TokenParams = StrictObject({ token: Type.String({ pattern: INVITATION_TOKEN_PATTERN, maxLength: 100 }) });

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
  },
  { $id: 'InvitationPreview', title: 'InvitationPreview' },
);
