import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { authSessions, refreshTokens, users } from '../db/schema';
import { acceptedTextOf } from '../lib/accepted-input';
import type { AccessTokenSigner } from '../lib/jwt';
import { randomToken, sha256 } from '../lib/tokens';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  /** Seconds until the access token expires. */
  expires_in: number;
}

export interface SessionSettings {
  signer: AccessTokenSigner;
  refreshTokenTtlSeconds: number;
}

async function issueRefreshToken(db: DbOrTx, familyId: string, ttlSeconds: number): Promise<string> {
  const token = randomToken(32);
  await db
    .insert(refreshTokens)
    .values({ familyId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
  return token;
}

/** Starts a session (a new refresh-token family) and returns its first token pair. */
export async function startSession(
  db: DbOrTx,
  settings: SessionSettings,
  user: { id: string },
  client: { userAgent?: string; ip?: string } = {},
): Promise<TokenPair> {
  const [session] = await db
    .insert(authSessions)
    // The header skips the validator's text rule (headers are latin1 and mostly unstored): applied here.
    .values({ userId: user.id, userAgent: client.userAgent && acceptedTextOf(client.userAgent, 500), ip: client.ip })
    .returning({ id: authSessions.id });
  const refresh = await issueRefreshToken(db, session.id, settings.refreshTokenTtlSeconds);
  return {
    access_token: await settings.signer.sign({ userId: user.id, sessionId: session.id }),
    refresh_token: refresh,
    token_type: 'Bearer',
    expires_in: settings.signer.ttlSeconds,
  };
}

export type RefreshOutcome =
  { ok: true; tokens: TokenPair } | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'revoked' };

/**
 * Trades a refresh token for a new pair. Each token works once: presenting a used one means it
 * leaked (or two tabs raced), so the whole family is revoked and every holder must log in again.
 */
export async function rotateRefreshToken(
  db: DbOrTx,
  settings: SessionSettings,
  token: string,
): Promise<RefreshOutcome> {
  const tokenHash = sha256(token);
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    // Atomic claim: of two concurrent uses, exactly one gets the row.
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ familyId: refreshTokens.familyId });
    if (!claimed) {
      const [known] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
      if (!known) return { ok: false, reason: 'unknown' };
      if (known.usedAt) {
        await revokeSession(tx, known.familyId, 'refresh-token-reuse');
        return { ok: false, reason: 'reused' };
      }
      return { ok: false, reason: 'expired' };
    }
    const [session] = await tx
      .select({
        id: authSessions.id,
        userId: authSessions.userId,
        revokedAt: authSessions.revokedAt,
        status: users.status,
      })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(authSessions.id, claimed.familyId))
      .limit(1);
    if (!session || session.revokedAt || session.status !== 'active') return { ok: false, reason: 'revoked' };
    await tx
      .update(authSessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(authSessions.id, session.id));
    const refresh = await issueRefreshToken(tx, session.id, settings.refreshTokenTtlSeconds);
    return {
      ok: true,
      tokens: {
        access_token: await settings.signer.sign({ userId: session.userId, sessionId: session.id }),
        refresh_token: refresh,
        token_type: 'Bearer',
        expires_in: settings.signer.ttlSeconds,
      },
    };
  });
  return outcome;
}

/** Ends one session: its refresh tokens stop working and so do its access tokens (checked per request). */
export async function revokeSession(db: DbOrTx, sessionId: string, reason: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** The session a refresh token belongs to, if the token is known. */
export async function sessionOfRefreshToken(db: DbOrTx, token: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  return row?.familyId ?? null;
}

/** Ends every session of a user (password reset, disabling), optionally keeping the caller's own. */
export async function revokeAllSessions(
  db: DbOrTx,
  userId: string,
  reason: string,
  options: { exceptSessionId?: string | null } = {},
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        options.exceptSessionId ? ne(authSessions.id, options.exceptSessionId) : undefined,
      ),
    );
}
