import { type Action, roleCan, type Subject } from '@portal/shared/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../lib/errors';
import { bearerToken, type CourierPrincipal, type UserPrincipal } from './auth';

/**
 * What a route needs, declared in its `config.access` (every /api/v1 route must declare one):
 * - `{ public: true }`: anyone; a valid bearer is still read (e.g. logout).
 * - `{ subject, action }`: a signed-in user whose role holds the subject in the one role table
 *   (`roleCan` from @portal/shared/domain, the same table the portal's ability uses).
 *   `sessionOnly` refuses client API keys (password and profile changes).
 * - `{ courier: true }`: a courier partner with its courier key.
 */
export type RouteAccess =
  { public: true } | { subject: Subject; action: Action; sessionOnly?: boolean } | { courier: true };

export const publicAccess = (): RouteAccess => ({ public: true });
export const can = (subject: Subject, action: Action, options: { sessionOnly?: boolean } = {}): RouteAccess => ({
  subject,
  action,
  ...options,
});
export const courierAccess = (): RouteAccess => ({ courier: true });

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every /api/v1 route with its declared access (the permission matrix test walks it). */
    routeAccess: RouteAccessEntry[];
  }
}

const GUARDED_PREFIX = '/api/v1/';

function describeAccess(access: RouteAccess): string {
  if ('public' in access) return 'Public.';
  if ('courier' in access) return 'Courier partners only (courier API key).';
  return `Permission: subject \`${access.subject}\`, action \`${access.action}\`${access.sessionOnly ? ' (signed-in session only, not API keys)' : ''}.`;
}

/**
 * The OpenAPI security requirement of a guarded route (schemes in plugins/swagger.ts): either
 * credential listed means either works. Admin routes are no different: the role decides, not the scheme.
 */
function securityOf(access: RouteAccess): Record<string, string[]>[] {
  if ('courier' in access) return [{ courierKey: [] }];
  if ('subject' in access && access.sessionOnly) return [{ userToken: [] }];
  return [{ userToken: [] }, { clientApiKey: [] }];
}

/** The caller as a user (the route's access guarantees one); throws 401 otherwise. */
export function requireUser(request: FastifyRequest): UserPrincipal {
  const principal = request.principal;
  if (!principal || principal.kind !== 'user') throw unauthenticated();
  return principal;
}

export function requireCourier(request: FastifyRequest): CourierPrincipal {
  const principal = request.principal;
  if (!principal || principal.kind !== 'courier') throw unauthenticated();
  return principal;
}

export default fp(
  async function permissionsPlugin(app: FastifyInstance) {
    const registry: RouteAccessEntry[] = [];
    app.decorate('routeAccess', registry);

    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.startsWith(GUARDED_PREFIX)) return;
      const access = route.config?.access;
      // Fail at start-up, not in production traffic: a route without a declared access is a bug.
      if (!access) throw new Error(`Route ${route.method} ${route.url} declares no config.access`);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD') registry.push({ method, url: route.url, access });
      if (!('public' in access)) {
        route.schema = { ...route.schema, security: securityOf(access) } as typeof route.schema;
      }
      const schema = (route.schema ?? {}) as { description?: string };
      route.schema = {
        ...schema,
        description: [schema.description, describeAccess(access)].filter(Boolean).join('\n\n'),
      } as typeof route.schema;
    });

    // onRequest: refused callers learn nothing from validation and cost no body parsing.
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access) return;
      const token = bearerToken(request);
      if ('public' in access) {
        if (token) request.principal = await app.authenticate(token);
        return;
      }
      if (!token) throw unauthenticated();
      const { principal, reason } = await app.authenticateWithReason(token);
      if (!principal) throw unauthenticated(reason);
      request.principal = principal;
      // Each key has its own budget of requests, whoever holds it and from wherever.
      const apiKeyId = principal.apiKeyId;
      if (apiKeyId) await app.limiters.apiKeyRequests.hit(apiKeyId);
      if ('courier' in access) {
        if (principal.kind !== 'courier') throw forbidden();
        return;
      }
      if (principal.kind !== 'user') throw forbidden();
      if (access.sessionOnly && principal.apiKeyId) throw forbidden('apiKeyNotAllowed');
      if (!roleCan(principal.role, access.subject)) throw forbidden();
    });
  },
  { name: 'permissions', dependencies: ['auth'] },
);
