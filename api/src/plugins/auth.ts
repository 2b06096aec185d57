import { ApiKeyStatus, isRole, OrganizationApproval, Role } from '@portal/shared/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { apiKeys, authSessions, couriers, memberships, organizations, users } from '../db/schema';
import type { Locale } from '../i18n/locale';
import type { MessageKey } from '../i18n/messages';
import { looksLikeApiKey, parseApiKey } from '../lib/api-keys';
import { type AccessTokenSigner, createAccessTokenSigner } from '../lib/jwt';
import { createPasswordHasher, type PasswordHasher, type PasswordHashingOptions } from '../lib/passwords';
import { safeEqualHex } from '../lib/tokens';
import { roleKeepsKeys } from '../services/api-keys';
import { createSessionCache } from './session-cache';

/** A person calling with an access token, or with one of their client API keys. */
export interface UserPrincipal {
  kind: 'user';
  userId: string;
  email: string;
  username: string;
  role: Role;
  locale: Locale;
  /**
   * The organization whose rows this user sees and creates: set only for org admins and org users
   * of an approved organization (docs/architecture.md#ownership).
   */
  organizationId: string | null;
  /** The refresh-token family behind the access token; null for API keys. */
  sessionId: string | null;
  /** Set when the call came with a client API key. */
  apiKeyId: string | null;
  /** A client key's scope: a read-only key is refused every operation that changes data. */
  apiKeyScope: 'read' | 'read-write' | null;
}

/** A courier partner calling with its courier key. */
export interface CourierPrincipal {
  kind: 'courier';
  courierId: string;
  apiKeyId: string;
}

export type Principal = UserPrincipal | CourierPrincipal;

export type AuthResult = { principal: Principal; reason?: undefined } | { principal: null; reason: MessageKey };

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
    accessTokens: AccessTokenSigner;
    /** Resolves a bearer credential (access token or API key) to its principal; null when not valid now. */
    authenticate(token: string): Promise<Principal | null>;
    /** The same, with why a credential is refused (a revoked key says so). */
    authenticateWithReason(token: string): Promise<AuthResult>;
    /** The current time as the API sees it (app.ts sets it; tests move it). */
    now(): Date;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

function effectiveOrganization(role: number, organizationId: string | null, approval: number | null): string | null {
  return organizationId &&
    (role === Role.OrgAdmin || role === Role.OrgUser) &&
    approval === OrganizationApproval.Approved
    ? organizationId
    : null;
}

// What a user principal is made of: the user's current role, status and membership.
const principalColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  role: users.role,
  status: users.status,
  locale: users.locale,
  organizationId: memberships.organizationId,
  approval: organizations.approvalStatus,
};

interface PrincipalRow {
  id: string;
  email: string;
  username: string;
  role: number;
  status: string;
  locale: Locale;
  organizationId: string | null;
  approval: number | null;
}

/** The principal of an active user (null when disabled or the role is unknown). */
function userPrincipalOf(
  row: PrincipalRow,
  credential: Pick<UserPrincipal, 'sessionId' | 'apiKeyId' | 'apiKeyScope'>,
): UserPrincipal | null {
  if (row.status !== 'active' || !isRole(row.role)) return null;
  return {
    kind: 'user',
    userId: row.id,
    email: row.email,
    username: row.username,
    role: row.role,
    locale: row.locale,
    organizationId: effectiveOrganization(row.role, row.organizationId, row.approval),
    ...credential,
  };
}

async function principalFromAccessToken(
  db: Db,
  signer: AccessTokenSigner,
  token: string,
  cache: ReturnType<typeof createSessionCache<UserPrincipal | null>>,
): Promise<UserPrincipal | null> {
  const claims = await signer.verify(token);
  if (!claims) return null;
  const key = `${claims.sessionId}:${claims.userId}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  // One query per session every few seconds: the user's current role, status and organization, and whether the
  // session still stands.
  const [row] = await db
    .select({ ...principalColumns, revokedAt: authSessions.revokedAt })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(authSessions.id, claims.sessionId), eq(authSessions.userId, claims.userId)))
    .limit(1);
  const principal =
    row && !row.revokedAt
      ? userPrincipalOf(row, { sessionId: claims.sessionId, apiKeyId: null, apiKeyScope: null })
      : null;
  cache.set(key, principal);
  return principal;
}

// last_used_at is written at most this often per key, not on every call.
const LAST_USED_RESOLUTION_MS = 60_000;

/** Why a well-formed key of a known row is refused, in the words the caller sees. */
const REFUSED_STATUS: Partial<Record<number, MessageKey>> = {
  [ApiKeyStatus.Pending]: 'apiKeyPending',
  [ApiKeyStatus.Revoked]: 'apiKeyRevoked',
  [ApiKeyStatus.Denied]: 'apiKeyDenied',
  [ApiKeyStatus.Expired]: 'apiKeyExpired',
};

/** The secret matches the key's current secret, or its previous one during the rotation overlap. */
function secretMatches(key: typeof apiKeys.$inferSelect, secretHash: string, now: Date): boolean {
  if (key.secretHash && safeEqualHex(key.secretHash, secretHash)) return true;
  return Boolean(
    key.previousSecretHash &&
    key.previousSecretExpiresAt &&
    key.previousSecretExpiresAt > now &&
    safeEqualHex(key.previousSecretHash, secretHash),
  );
}

/** A courier key acts for its courier while the courier is active: disabling a courier stops its keys at once. */
async function courierPrincipalOf(db: Db, key: typeof apiKeys.$inferSelect): Promise<AuthResult> {
  if (!key.ownerCourierId) return { principal: null, reason: 'apiKeyInvalid' };
  const [courier] = await db
    .select({ activeFlag: couriers.activeFlag })
    .from(couriers)
    .where(eq(couriers.id, key.ownerCourierId))
    .limit(1);
  if (!courier) return { principal: null, reason: 'apiKeyInvalid' };
  if (courier.activeFlag !== 'active') return { principal: null, reason: 'courierKeyCourierInactive' };
  return { principal: { kind: 'courier', courierId: key.ownerCourierId, apiKeyId: key.id } };
}

async function principalFromApiKey(db: Db, token: string, now: Date): Promise<AuthResult> {
  const parsed = parseApiKey(token);
  if (!parsed) return { principal: null, reason: 'apiKeyMalformed' };
  const [key] = await db.select().from(apiKeys).where(eq(apiKeys.prefix, parsed.prefix)).limit(1);
  if (!key || key.kind !== parsed.kind || !secretMatches(key, parsed.secretHash, now))
    return { principal: null, reason: 'apiKeyInvalid' };
  if (key.status === ApiKeyStatus.Active && key.expiresAt && key.expiresAt <= now) {
    await db
      .update(apiKeys)
      .set({ status: ApiKeyStatus.Expired, updatedAt: now, version: sql`${apiKeys.version} + 1` })
      .where(eq(apiKeys.id, key.id));
    return { principal: null, reason: 'apiKeyExpired' };
  }
  if (key.status !== ApiKeyStatus.Active)
    return { principal: null, reason: REFUSED_STATUS[key.status] ?? 'apiKeyInvalid' };
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, key.id));
  }
  if (key.kind === 'courier') return courierPrincipalOf(db, key);
  if (!key.ownerUserId) return { principal: null, reason: 'apiKeyInvalid' };
  const [owner] = await db
    .select(principalColumns)
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(users.id, key.ownerUserId))
    .limit(1);
  // A client key acts as its owner, within what keys may reach (plugins/permissions.ts). Losing the right to hold
  // keys revokes them (services/api-keys.ts); this catches a change made outside the API too.
  const principal =
    owner && isRole(owner.role) && roleKeepsKeys(owner.role)
      ? userPrincipalOf(owner, { sessionId: null, apiKeyId: key.id, apiKeyScope: key.scope })
      : null;
  return principal ? { principal } : { principal: null, reason: 'apiKeyInvalid' };
}

export default fp(
  async function authPlugin(
    app: FastifyInstance,
    opts: {
      jwtSecret: string;
      accessTokenTtlSeconds: number;
      passwordHashing?: PasswordHashingOptions;
    },
  ) {
    if (!opts.jwtSecret || opts.jwtSecret.length < 32) throw new Error('jwtSecret must be at least 32 characters long');
    const signer = createAccessTokenSigner(opts.jwtSecret, opts.accessTokenTtlSeconds);
    app.decorate('passwords', createPasswordHasher(opts.passwordHashing));
    app.decorate('accessTokens', signer);
    const sessions = createSessionCache<UserPrincipal | null>(() => app.now());
    // Every revocation (sign-out, password change or reset, a role, membership or status change, an
    // organization's approval) is a write request: one that succeeded empties the cache, so this process
    // never serves a principal older than its own last change.
    // (Before the answer leaves, so the caller's next request already misses.)
    app.addHook('onSend', async (request, reply, payload) => {
      if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method) && reply.statusCode < 400) sessions.forgetAll();
      return payload;
    });
    const authenticateWithReason = async (token: string): Promise<AuthResult> => {
      if (looksLikeApiKey(token)) return principalFromApiKey(app.db, token, app.now());
      const principal = await principalFromAccessToken(app.db, signer, token, sessions);
      return principal ? { principal } : { principal: null, reason: 'unauthenticated' };
    };
    app.decorate('authenticateWithReason', authenticateWithReason);
    app.decorate('authenticate', async (token: string) => (await authenticateWithReason(token)).principal);
    app.decorateRequest('principal', null);
  },
  { name: 'auth', dependencies: ['db'] },
);
