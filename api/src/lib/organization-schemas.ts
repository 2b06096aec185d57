import { Type } from '@sinclair/typebox';
import { DateTime, Email, Nullable, PhoneNumber, StrictObject, Uuid, VersionNumber } from './schemas';

/**
 * Organization schemas used by both the caller's routes (/organization) and the admin's
 * (/admin/organizations), which may not import each other. Those with an $id are added once, by
 * the /api/v1 plugin, so every route may reference them.
 */

export const ApprovalStatus = Type.Integer({
  minimum: 1,
  maximum: 3,
  description: '1 approved, 2 pending, 3 rejected',
});
export const OrgRoleNumber = Type.Union([Type.Literal(2), Type.Literal(3)], {
  description: '2 organization admin, 3 organization user',
});

const organizationProperties = {
  id: Uuid,
  name: Type.String(),
  email: Nullable(Type.String()),
  phoneNumber: Nullable(Type.String({ description: 'E.164' })),
  address: Nullable(Type.String()),
  taxNumber: Nullable(Type.String({ description: 'Tax or commercial registration number' })),
  referralCode: Nullable(
    Type.String({ description: "Given to the organization's admins (and platform admins); null for others" }),
  ),
  approvalStatus: ApprovalStatus,
  rejectionReason: Nullable(Type.String()),
  reviewedAt: Nullable(DateTime),
  memberCount: Type.Integer({ minimum: 0 }),
  version: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
};

export const OrganizationSchema = Type.Object(organizationProperties, { $id: 'Organization', title: 'Organization' });

export const MyOrganizationSchema = Type.Object(
  {
    organization: Nullable(Type.Ref(OrganizationSchema)),
    role: Nullable(OrgRoleNumber),
    joinedAt: Nullable(DateTime),
  },
  {
    $id: 'MyOrganization',
    title: 'MyOrganization',
    description:
      "The caller's organization and role in it; or their latest application (pending or rejected, role null); or nothing.",
  },
);

const PersonRef = () => Type.Object({ id: Uuid, username: Type.String(), email: Type.String() });

export const AdminOrganizationSchema = Type.Object(
  { ...organizationProperties, createdBy: Nullable(PersonRef()), reviewedBy: Nullable(PersonRef()) },
  { $id: 'AdminOrganization', title: 'AdminOrganization' },
);

export const MemberSchema = Type.Object(
  {
    id: Uuid,
    username: Type.String(),
    email: Type.String(),
    phoneNumber: Nullable(Type.String()),
    role: OrgRoleNumber,
    joinedAt: DateTime,
    version: Type.Integer({ description: 'The membership version, for role changes' }),
  },
  { $id: 'OrganizationMember', title: 'OrganizationMember' },
);

/** Name and the optional details a shipping business needs; every write sends them all. */
export const OrganizationFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  email: Type.Optional(Nullable(Email)),
  phoneNumber: Type.Optional(Nullable(PhoneNumber)),
  address: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  taxNumber: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
};

export const UpdateOrganizationBody = StrictObject({ ...OrganizationFields, version: VersionNumber() });

export const MemberSort = ['username', 'email', 'role', 'joinedAt'] as const;
