import { Type } from '@sinclair/typebox';
import { ApiKeyScope, ApiKeyStatusNumber, ClientApiKeySchema, ExpiryDays } from '../../../lib/api-key-schemas';
import { StrictObject } from '../../../lib/schemas';

export const KeyFilters = { status: Type.Optional(ApiKeyStatusNumber) };

export const RequestKeyBody = StrictObject({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  purpose: Type.String({ minLength: 1, maxLength: 500 }),
  expiresInDays: ExpiryDays,
  scope: Type.Optional(ApiKeyScope),
});

export const RevealedKeySchema = Type.Object(
  {
    apiKey: Type.Ref(ClientApiKeySchema),
    secret: Type.String({ description: 'The whole key: shown this once, never stored, never shown again' }),
  },
  { $id: 'RevealedApiKey', title: 'RevealedApiKey' },
);
