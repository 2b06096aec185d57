import { Type } from '@sinclair/typebox';
import { DateTime, NonEmptyText, Nullable, StrictObject, Uuid } from '../../../../lib/schemas';

export const ActiveFlag = Type.Union([Type.Literal('active'), Type.Literal('inactive'), Type.Literal('disabled')], {
  description: 'active; inactive: hidden from users; disabled: cannot be chosen, keeps its history',
});

export const CourierItem = Type.Object(
  {
    id: Uuid,
    code: Type.String(),
    name: Type.String(),
    nameAr: Type.String(),
    website: Nullable(Type.String()),
    source: Type.String(),
    activeFlag: ActiveFlag,
    logoUrl: Nullable(Type.String()),
    version: Type.Integer(),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { $id: 'AdminCourier', title: 'AdminCourier' },
);

export const SupportedTypeItem = Type.Object(
  {
    id: Uuid,
    code: Type.String(),
    name: Type.String(),
    nameAr: Type.String(),
    isActive: Type.Boolean(),
    supported: Type.Boolean(),
  },
  { $id: 'AdminSupportedType', title: 'AdminSupportedType' },
);

export const courierSchemas = [CourierItem, SupportedTypeItem];

export const CourierBody = {
  code: Type.String({
    pattern: '^[A-Za-z0-9][A-Za-z0-9-]{1,19}$',
    maxLength: 20,
    description: 'Short unique code, e.g. ARAMEX',
  }),
  name: NonEmptyText(120),
  nameAr: NonEmptyText(120),
  website: Type.Optional(
    Nullable(Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 300, description: 'http(s) address' })),
  ),
  source: Type.Optional(
    Type.String({
      pattern: '^[a-z][a-z0-9-]{1,39}$',
      maxLength: 40,
      description: "The adapter; 'builtin' is the portal's own (rate table and partner API)",
    }),
  ),
  activeFlag: Type.Optional(ActiveFlag),
};

export const CourierFilters = { activeFlag: Type.Optional(ActiveFlag) };

export const SupportedTypesBody = StrictObject({ typeIds: Type.Array(Uuid, { maxItems: 500, uniqueItems: true }) });

/** How long a new partner key lives unless the admin says otherwise. */
export const DEFAULT_KEY_DAYS = 365;

export const CourierKeyItem = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    prefix: Type.String({ description: 'The public part of the key (ck_<prefix>_…), to tell keys apart' }),
    status: Type.Integer({ description: '1 pending, 2 active, 3 revoked, 4 denied, 5 expired' }),
    expires_at: Nullable(DateTime),
    last_used_at: Nullable(DateTime),
    revokedAt: Nullable(DateTime),
    createdAt: DateTime,
  },
  { $id: 'AdminCourierKey', title: 'AdminCourierKey' },
);

export const CreatedCourierKey = Type.Composite(
  [
    CourierKeyItem,
    Type.Object({ key: Type.String({ description: 'The whole key, shown this once and never stored' }) }),
  ],
  {
    title: 'AdminCreatedCourierKey',
  },
);

export const CourierKeyBody = StrictObject({
  name: NonEmptyText(100),
  expiresInDays: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 730, description: `Days until the key expires (default ${DEFAULT_KEY_DAYS})` }),
  ),
});

export const CourierKeyParams = StrictObject({ id: Uuid, keyId: Uuid });
