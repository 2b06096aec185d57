import { Type } from '@sinclair/typebox';
import { DateTime, Nullable, Uuid } from './schemas';

/**
 * Client API key schemas used by the owner's routes (/api-keys) and the admin's (/admin/api-keys).
 * `expires_at` and `last_used_at` keep the snake_case names the API fixes for keys.
 */

export const ApiKeyStatusNumber = Type.Integer({
  minimum: 1,
  maximum: 5,
  description: '1 pending, 2 active, 3 revoked, 4 denied, 5 expired',
});

export const ExpiryDays = Nullable(
  Type.Union([Type.Literal(30), Type.Literal(90), Type.Literal(365)], {
    description: 'Days the key stays valid once approved; null: no expiry',
  }),
);

export const ApiKeyScope = Type.Union([Type.Literal('read'), Type.Literal('read-write')], {
  description: 'read: the key may call only operations that read (x-changes-data false); read-write: changes data too',
});

export const clientKeyProperties = {
  id: Uuid,
  name: Type.String(),
  purpose: Nullable(Type.String()),
  scope: ApiKeyScope,
  prefix: Type.String({ description: 'The public start of the key (pk_<16 hex>), never the secret' }),
  status: ApiKeyStatusNumber,
  requestedExpiryDays: ExpiryDays,
  expires_at: Nullable(DateTime),
  last_used_at: Nullable(DateTime),
  denialReason: Nullable(Type.String()),
  reviewedAt: Nullable(DateTime),
  revealedAt: Nullable(DateTime),
  rotatedAt: Nullable(DateTime),
  previousSecretExpiresAt: Nullable(
    Type.String({ format: 'date-time', description: 'After a rotation: until when the previous secret works' }),
  ),
  revokedAt: Nullable(DateTime),
  version: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
};

export const ClientApiKeySchema = Type.Object(clientKeyProperties, { $id: 'ClientApiKey', title: 'ClientApiKey' });
