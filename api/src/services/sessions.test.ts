import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { authSessions, refreshTokens, users } from '../db/schema';
import { createAccessTokenSigner } from '../lib/jwt';
import { sha256 } from '../lib/tokens';
import { TEST_JWT_SECRET } from '../../test/support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import {
  revokeAllSessions,
  revokeSession,
  rotateRefreshToken,
  sessionOfRefreshToken,
  type SessionSettings,
  startSession,
} from './sessions';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

const settings: SessionSettings = {
  signer: createAccessTokenSigner(TEST_JWT_SECRET, 900),
  refreshTokenTtlSeconds: 3600,
};

// These tests never sign in with a password, so the account needs no real hash.
async function newUser(status: 'active' | 'disabled' = 'active') {
  const email = `session-${randomBytes(5).toString('hex')}@example.com`;
  const [user] = await database.db
    .insert(users)
    .values({ email, username: email.split('@')[0], passwordHash: 'unused', status })
    .returning();
  return user;
}

const sessionRow = async (id: string) =>
  (await database.db.select().from(authSessions).where(eq(authSessions.id, id)))[0];
const tokenRow = async (token: string) =>
  (
    await database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)))
  )[0];

describe('startSession', () => {
  it('opens a session for the user and returns a signed access token and a refresh token that lasts its TTL', async () => {
    const user = await newUser();
    const before = Date.now();
    const pair = await startSession(database.db, settings, user, { userAgent: 'Firefox/140', ip: '203.0.113.9' });

    expect(pair).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 900,
    });
    const claims = await settings.signer.verify(pair.access_token);
    expect(claims?.userId).toBe(user.id);
    const session = await sessionRow(claims!.sessionId);
    expect(session).toMatchObject({ userId: user.id, userAgent: 'Firefox/140', ip: '203.0.113.9', revokedAt: null });

    // Only the hash is stored, in the session's family, expiring after the configured TTL.
    const stored = await tokenRow(pair.refresh_token);
    expect(stored).toMatchObject({ familyId: session.id, usedAt: null });
    expect(stored.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 3600_000 - 1000);
    expect(stored.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 3600_000 + 1000);
    expect(await sessionOfRefreshToken(database.db, pair.refresh_token)).toBe(session.id);
  });

  it('stores no user agent when there is none, and a header cleaned of refused characters and cut to 500', async () => {
    const user = await newUser();
    const bare = await startSession(database.db, settings, user);
    const bareSession = await sessionRow((await settings.signer.verify(bare.access_token))!.sessionId);
    expect(bareSession).toMatchObject({ userAgent: null, ip: null });

    const long = await startSession(database.db, settings, user, { userAgent: `Bot\u0000/${'x'.repeat(600)}` });
    const longSession = await sessionRow((await settings.signer.verify(long.access_token))!.sessionId);
    expect(longSession.userAgent).toBe(`Bot/${'x'.repeat(496)}`);
  });
});

describe('rotateRefreshToken', () => {
  it('trades a refresh token for a new pair of the same session, once, and marks the session used', async () => {
    const user = await newUser();
    const first = await startSession(database.db, settings, user);
    const sessionId = (await settings.signer.verify(first.access_token))!.sessionId;
    const longAgo = new Date('2026-01-01T00:00:00Z');
    await database.db.update(authSessions).set({ lastUsedAt: longAgo }).where(eq(authSessions.id, sessionId));

    const outcome = await rotateRefreshToken(database.db, settings, first.refresh_token);

    expect(outcome).toEqual({
      ok: true,
      tokens: {
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        token_type: 'Bearer',
        expires_in: 900,
      },
    });
    if (!outcome.ok) throw new Error('unreachable');
    expect(outcome.tokens.refresh_token).not.toBe(first.refresh_token);
    expect(await settings.signer.verify(outcome.tokens.access_token)).toEqual({ userId: user.id, sessionId });
    expect(await sessionOfRefreshToken(database.db, outcome.tokens.refresh_token)).toBe(sessionId);
    expect((await sessionRow(sessionId)).lastUsedAt.getTime()).toBeGreaterThan(longAgo.getTime());
    expect((await tokenRow(first.refresh_token)).usedAt).toBeInstanceOf(Date);
    const next = await tokenRow(outcome.tokens.refresh_token);
    expect(next.usedAt).toBeNull();
    expect(next.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3600_000 - 60_000);

    // The new token works in turn.
    expect((await rotateRefreshToken(database.db, settings, outcome.tokens.refresh_token)).ok).toBe(true);
  });

  it('calls a token it never issued unknown', async () => {
    expect(await rotateRefreshToken(database.db, settings, 'never-issued')).toEqual({ ok: false, reason: 'unknown' });
  });

  it('revokes the whole family when a used token comes back (it leaked), so the newest token stops too', async () => {
    const user = await newUser();
    const first = await startSession(database.db, settings, user);
    const sessionId = (await settings.signer.verify(first.access_token))!.sessionId;
    const second = await rotateRefreshToken(database.db, settings, first.refresh_token);
    if (!second.ok) throw new Error('the first rotation should succeed');

    expect(await rotateRefreshToken(database.db, settings, first.refresh_token)).toEqual({
      ok: false,
      reason: 'reused',
    });
    expect(await sessionRow(sessionId)).toMatchObject({
      revokedAt: expect.any(Date),
      revokedReason: 'refresh-token-reuse',
    });
    expect(await rotateRefreshToken(database.db, settings, second.tokens.refresh_token)).toEqual({
      ok: false,
      reason: 'revoked',
    });
  });

  it('lets exactly one of two simultaneous uses of a token through; the other counts as reuse', async () => {
    const user = await newUser();
    const { refresh_token } = await startSession(database.db, settings, user);
    const outcomes = await Promise.all([
      rotateRefreshToken(database.db, settings, refresh_token),
      rotateRefreshToken(database.db, settings, refresh_token),
    ]);
    expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.reason)).sort()).toEqual(['ok', 'reused']);
  });

  it('refuses an expired token as expired, without ending the session', async () => {
    const user = await newUser();
    const pair = await startSession(database.db, { ...settings, refreshTokenTtlSeconds: -60 }, user);
    const sessionId = (await settings.signer.verify(pair.access_token))!.sessionId;
    expect((await tokenRow(pair.refresh_token)).expiresAt.getTime()).toBeLessThan(Date.now());

    expect(await rotateRefreshToken(database.db, settings, pair.refresh_token)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect((await sessionRow(sessionId)).revokedAt).toBeNull();
  });

  it('refuses a token of a revoked session and of a disabled user as revoked', async () => {
    const user = await newUser();
    const pair = await startSession(database.db, settings, user);
    await revokeSession(database.db, (await settings.signer.verify(pair.access_token))!.sessionId, 'logout');
    expect(await rotateRefreshToken(database.db, settings, pair.refresh_token)).toEqual({
      ok: false,
      reason: 'revoked',
    });

    const disabled = await newUser();
    const disabledPair = await startSession(database.db, settings, disabled);
    await database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.id));
    expect(await rotateRefreshToken(database.db, settings, disabledPair.refresh_token)).toEqual({
      ok: false,
      reason: 'revoked',
    });
  });
});

describe('revokeSession', () => {
  it('ends one session with its reason and keeps the first reason when revoked again', async () => {
    const user = await newUser();
    const one = await startSession(database.db, settings, user);
    const other = await startSession(database.db, settings, user);
    const oneId = (await settings.signer.verify(one.access_token))!.sessionId;
    const otherId = (await settings.signer.verify(other.access_token))!.sessionId;

    await revokeSession(database.db, oneId, 'logout');
    const revoked = await sessionRow(oneId);
    expect(revoked).toMatchObject({ revokedAt: expect.any(Date), revokedReason: 'logout' });
    await revokeSession(database.db, oneId, 'password-reset');
    expect(await sessionRow(oneId)).toMatchObject({ revokedAt: revoked.revokedAt, revokedReason: 'logout' });
    expect((await sessionRow(otherId)).revokedAt).toBeNull();
  });
});

describe('sessionOfRefreshToken', () => {
  it('names the session of a known token, used or not, and null for an unknown one', async () => {
    const user = await newUser();
    const pair = await startSession(database.db, settings, user);
    const sessionId = (await settings.signer.verify(pair.access_token))!.sessionId;
    await rotateRefreshToken(database.db, settings, pair.refresh_token);
    expect(await sessionOfRefreshToken(database.db, pair.refresh_token)).toBe(sessionId);
    expect(await sessionOfRefreshToken(database.db, 'never-issued')).toBeNull();
  });
});

describe('revokeAllSessions', () => {
  async function threeSessions() {
    const user = await newUser();
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) {
      const pair = await startSession(database.db, settings, user);
      ids.push((await settings.signer.verify(pair.access_token))!.sessionId);
    }
    return { user, ids };
  }

  it("ends every session of the user with the reason, and nobody else's", async () => {
    const { user, ids } = await threeSessions();
    const bystander = await threeSessions();
    await revokeAllSessions(database.db, user.id, 'password-reset');
    for (const id of ids)
      expect(await sessionRow(id)).toMatchObject({ revokedAt: expect.any(Date), revokedReason: 'password-reset' });
    for (const id of bystander.ids) expect((await sessionRow(id)).revokedAt).toBeNull();
  });

  it("keeps the caller's own session when asked, and every one when the exception is null", async () => {
    const { user, ids } = await threeSessions();
    await revokeAllSessions(database.db, user.id, 'password-change', { exceptSessionId: ids[1] });
    expect((await sessionRow(ids[0])).revokedReason).toBe('password-change');
    expect((await sessionRow(ids[1])).revokedAt).toBeNull();
    expect((await sessionRow(ids[2])).revokedReason).toBe('password-change');

    await revokeAllSessions(database.db, user.id, 'user-disabled', { exceptSessionId: null });
    expect((await sessionRow(ids[1])).revokedReason).toBe('user-disabled');
    // An already revoked session keeps its first reason.
    expect((await sessionRow(ids[0])).revokedReason).toBe('password-change');
  });
});
