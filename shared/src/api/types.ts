import type { Role } from '@portal/shared/domain';
import type { components } from './generated/openapi';

// The auth shapes, from the API's generated OpenAPI types.

/** POST /auth/login and POST /auth/refresh. */
export type TokenResponse = components['schemas']['TokenPair'];

/** GET /auth/me, with the role narrowed to the domain's Role (the API only sends 1–5). */
export type CurrentUser = Omit<components['schemas']['CurrentUser'], 'role'> & { role: Role };

export type CurrentUserOrganization = NonNullable<CurrentUser['organization']>;
