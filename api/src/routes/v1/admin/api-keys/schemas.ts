import { Type } from '@sinclair/typebox';
import { ApiKeyStatusNumber, clientKeyProperties } from '../../../../lib/api-key-schemas';
import { Nullable, StrictObject, Uuid, VersionNumber } from '../../../../lib/schemas';

export const AdminApiKeySchema = Type.Object(
  {
    ...clientKeyProperties,
    owner: Nullable(Type.Object({ id: Uuid, username: Type.String(), email: Type.String() })),
    organization: Nullable(Type.Object({ id: Uuid, name: Type.String() })),
    reviewedBy: Nullable(Type.Object({ id: Uuid, username: Type.String() })),
  },
  { $id: 'AdminApiKey', title: 'AdminApiKey' },
);

export const AdminKeyFilters = {
  status: Type.Optional(ApiKeyStatusNumber),
  ownerId: Type.Optional(Uuid),
};

export const VersionBody = StrictObject({ version: VersionNumber() });
export const DenyBody = StrictObject({
  reason: Type.String({ minLength: 1, maxLength: 500 }),
  version: VersionNumber(),
});
