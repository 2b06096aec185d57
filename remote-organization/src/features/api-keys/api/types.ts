import type { ApiRequestBody, components } from '@portal/shared/api-types';
import { ApiKeyStatus, type Page } from '@portal/shared/domain';

/** One of the caller's keys: `prefix` is its public start (pk_…), never the secret. */
export type ClientApiKey = components['schemas']['ClientApiKey'];

/** What reveal and rotate answer: the key and its whole secret, shown this once. */
export type RevealedApiKey = components['schemas']['RevealedApiKey'];

/** What POST /api-keys takes: a name, why it is needed and how long it should stay valid (null: no expiry). */
export type ApiKeyRequest = ApiRequestBody<'/api/v1/api-keys', 'post'>;

export type ApiKeyPage = Page<ClientApiKey>;

export interface ApiKeyListParams {
  page: number;
  pageSize: number;
  status?: ApiKeyStatus;
}

export const API_KEY_STATUSES = Object.values(ApiKeyStatus) as ApiKeyStatus[];

/** The key's status as the domain names it (the generated type says only `number`). */
export const statusOf = (key: ClientApiKey): ApiKeyStatus => key.status as ApiKeyStatus;
