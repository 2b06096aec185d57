import { Type } from '@sinclair/typebox';
import { DateTime, Nullable, StrictObject, Uuid, VersionNumber } from '../../../../lib/schemas';

export const RoleNumber = Type.Integer({
  minimum: 1,
  maximum: 5,
  description: '1 system admin, 2 org admin, 3 org user, 4 individual user, 5 super user',
});
export const UserStatus = Type.Union([Type.Literal('active'), Type.Literal('disabled')]);

export const AdminUserItem = Type.Object(
  {
    id: Uuid,
    email: Type.String(),
    username: Type.String(),
    phoneNumber: Nullable(Type.String()),
    role: RoleNumber,
    status: UserStatus,
    organization: Nullable(Type.Object({ id: Uuid, name: Type.String() })),
    lastLoginAt: Nullable(DateTime),
    disabledAt: Nullable(DateTime),
    version: Type.Integer(),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { $id: 'AdminUser', title: 'AdminUser' },
);

export const UserFilters = { role: Type.Optional(RoleNumber), status: Type.Optional(UserStatus) };

export const UpdateUserBody = StrictObject({
  role: RoleNumber,
  status: UserStatus,
  version: VersionNumber(),
});
