import type { components } from '@portal/shared/api-types';
import type { ApiKeyStatus } from '@portal/shared/domain';

/**
 * A person's client API key as the platform admin sees it (owner, organization, reviewer), its status
 * the domain's code (the schema says integer 1–5). Courier keys are not among them.
 */
export type AdminApiKey = Omit<components['schemas']['AdminApiKey'], 'status'> & { status: ApiKeyStatus };

export const ADMIN_API_KEYS_PATH = '/admin/api-keys';
