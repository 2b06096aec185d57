import { Type } from '@sinclair/typebox';
import { MemberSort, OrganizationFields, OrgRoleNumber } from '../../../lib/organization-schemas';
import { DateTime, Email, Nullable, StrictObject, Uuid, VersionNumber } from '../../../lib/schemas';

export const CreateOrganizationBody = StrictObject(OrganizationFields);

export const JoinOrganizationBody = StrictObject({ referralCode: Type.String({ minLength: 1, maxLength: 64 }) });

export const MemberSortDescription = `sort: ${MemberSort.join(', ')} (prefix - for descending)`;

export const UpdateMemberBody = StrictObject({ role: OrgRoleNumber, version: VersionNumber() });

export const InvitationStatusSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('accepted'),
  Type.Literal('revoked'),
  Type.Literal('expired'),
]);

export const InvitationSchema = Type.Object(
  {
    id: Uuid,
    email: Type.String(),
    role: OrgRoleNumber,
    status: InvitationStatusSchema,
    invitedBy: Nullable(Type.Object({ id: Uuid, username: Type.String() })),
    expiresAt: DateTime,
    acceptedAt: Nullable(DateTime),
    createdAt: DateTime,
  },
  { $id: 'OrganizationInvitation', title: 'OrganizationInvitation' },
);

export const InvitationFilters = { status: Type.Optional(InvitationStatusSchema) };

export const InviteBody = StrictObject({
  emails: Type.Array(Email, { minItems: 1, maxItems: 20 }),
  role: OrgRoleNumber,
});
