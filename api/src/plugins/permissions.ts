import { type Action, roleCan, type Subject } from '@portal/shared/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../lib/errors';
import { bearerToken, type CourierPrincipal, type UserPrincipal } from './auth';

/**
 * What a route needs, declared in its `config.access` (every /api/v1 route must declare one):
 * - `{ public: true }`: anyone; a valid bearer is still read (e.g. logout).
 * - `{ subject, action }`: a signed-in user whose role holds the subject in the one role table
 *   (`roleCan` from @portal/shared/domain, the same table the portal's ability uses). Whether a client
 *   API key may call it too is decided by `KEY_REACH` below, never route by route.
 * - `{ courier: true }`: a courier partner with its courier key.
 */
export type RouteAccess = { public: true } | { subject: Subject; action: Action } | { courier: true };

export const publicAccess = (): RouteAccess => ({ public: true });
export const can = (subject: Subject, action: Action): RouteAccess => ({ subject, action });
export const courierAccess = (): RouteAccess => ({ courier: true });

/**
 * What a client API key may reach, by subject: shipping (shipments, their rates, labels, tracking
 * and imports), addresses, webhooks, the courier catalogue, reports, and reading the lookups and its own
 * profile. Everything else (people, roles, organizations, invitations, referral codes, API keys,
 * courier keys, passwords, the platform's reference data) is for a signed-in person: a key that
 * leaks must not be able to make an admin who outlives it.
 */
const KEY_REACH: Partial<Record<Subject, 'read' | 'all'>> = {
  shipments: 'all',
  addresses: 'all',
  // Integrators register where their shipments' events go from the same code that ships.
  webhooks: 'all',
  couriers: 'read',
  dashboard: 'read',
  reports: 'read',
  'user-report': 'read',
  profile: 'read',
};

/** Whether a client API key may call a route with this access (its role must still hold the subject). */
export function keyMayCall(access: RouteAccess): boolean {
  if (!('subject' in access)) return false;
  const reach = KEY_REACH[access.subject];
  return reach === 'all' || (reach === 'read' && access.action === 'read');
}

/**
 * Whether an operation changes data: a read-only key is refused it. A subject's action says so
 * (asking for rates is a `read` although it is a POST); otherwise the method does.
 */
export function changesData(access: RouteAccess, method: string): boolean {
  if ('subject' in access) return access.action !== 'read';
  return !['GET', 'HEAD', 'OPTIONS'].includes(method);
}

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

function describeAccess(access: RouteAccess, method: string): string {
  const writes = changesData(access, method) ? ' Changes data.' : ' Reads only.';
  if ('public' in access) return `Public.${writes}`;
  if ('courier' in access) return `Courier partners only (courier API key).${writes}`;
  const keys = keyMayCall(access)
    ? changesData(access, method)
      ? 'client API keys too, except read-only ones'
      : 'client API keys too, read-only ones included'
    : 'signed-in session only, not API keys';
  return `Permission: subject \`${access.subject}\`, action \`${access.action}\` (${keys}).${writes}`;
}

/**
 * The OpenAPI security requirement of a guarded route (schemes in plugins/swagger.ts): either
 * credential listed means either works. Admin routes are no different: the role decides, not the scheme.
 */
function securityOf(access: RouteAccess): Record<string, string[]>[] {
  if ('courier' in access) return [{ courierKey: [] }];
  return keyMayCall(access) ? [{ userToken: [] }, { clientApiKey: [] }] : [{ userToken: [] }];
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
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
      for (const method of methods) registry.push({ method, url: route.url, access });
      if (!('public' in access)) {
        route.schema = { ...route.schema, security: securityOf(access) } as typeof route.schema;
      }
      // A route serving several methods (GET and POST for rates) reads as its first method's.
      const schema = (route.schema ?? {}) as { description?: string };
      route.schema = {
        ...schema,
        description: [schema.description, describeAccess(access, methods[0])].filter(Boolean).join('\n\n'),
        'x-changes-data': changesData(access, methods[0]),
      } as typeof route.schema;
    });

    // onRequest: refused callers learn nothing from validation and cost no body parsing.
    app.addHook('onRequest', async (request, reply) => {
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
      // Each key has its own budget of requests, whoever holds it and from wherever; its answers carry
      // that budget, not the per-address one.
      const apiKeyId = principal.apiKeyId;
      if (apiKeyId) {
        const budget = await app.limiters.apiKeyRequests.hit(apiKeyId);
        reply.headers({
          'x-ratelimit-limit': budget.limit,
          'x-ratelimit-remaining': budget.remaining,
          'x-ratelimit-reset': budget.resetSeconds,
        });
      }
      if ('courier' in access) {
        if (principal.kind !== 'courier') throw forbidden();
        return;
      }
      if (principal.kind !== 'user') throw forbidden();
      if (principal.apiKeyId) {
        if (!keyMayCall(access)) throw forbidden('apiKeyNotAllowed');
        if (principal.apiKeyScope === 'read' && changesData(access, request.method)) throw forbidden('apiKeyReadOnly');
      }
      if (!roleCan(principal.role, access.subject)) throw forbidden();
    });
  },
  { name: 'permissions', dependencies: ['auth'] },
);
