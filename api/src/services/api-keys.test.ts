import { randomBytes } from 'node:crypto';
import { ApiKeyStatus } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import { apiKeys, users } from '../db/schema';
import { newApiKeyPrefix, parseApiKey } from '../lib/api-keys';
import { appErrorOf } from '../../test/support/app-error';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import {
  type ApiKeyRow,
  clientKeyView,
  effectiveStatus,
  iso,
  lockKey,
  revealKey,
  revokeKey,
  rotateKey,
  statusCondition,
} from './api-keys';

let database: TestDatabase;
let ownerId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const email = `keys-${randomBytes(5).toString('hex')}@example.com`;
  // The keys' owner never signs in here, so the account needs no real hash.
  const [owner] = await database.db
    .insert(users)
    .values({ email, username: 'keys', passwordHash: 'unused' })
    .returning();
  ownerId = owner.id;
});
afterAll(() => database?.dispose());

const NOW = new Date('2026-06-01T09:00:00.000Z');
const HOUR = 3600_000;

async function newKey(values: Partial<typeof apiKeys.$inferInsert> = {}): Promise<ApiKeyRow> {
  const [row] = await database.db
    .insert(apiKeys)
    .values({ kind: 'client', name: 'Shop', prefix: newApiKeyPrefix(), ownerUserId: ownerId, ...values })
    .returning();
  return row;
}

const stored = async (id: string) => (await database.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0];

describe('iso', () => {
  it('writes a date as ISO 8601 and keeps null', () => {
    expect(iso(NOW)).toBe('2026-06-01T09:00:00.000Z');
    expect(iso(null)).toBeNull();
  });
});

describe('effectiveStatus', () => {
  it('reads an active key as expired from its expiry instant on', () => {
    const active = ApiKeyStatus.Active;
    expect(effectiveStatus({ status: active, expiresAt: null }, NOW)).toBe(ApiKeyStatus.Active);
    expect(effectiveStatus({ status: active, expiresAt: new Date(NOW.getTime() + 1) }, NOW)).toBe(ApiKeyStatus.Active);
    expect(effectiveStatus({ status: active, expiresAt: NOW }, NOW)).toBe(ApiKeyStatus.Expired);
    expect(effectiveStatus({ status: active, expiresAt: new Date(NOW.getTime() - HOUR) }, NOW)).toBe(
      ApiKeyStatus.Expired,
    );
  });

  it('keeps every other status as stored, expiry or not', () => {
    const past = new Date(NOW.getTime() - HOUR);
    for (const status of [ApiKeyStatus.Pending, ApiKeyStatus.Revoked, ApiKeyStatus.Denied, ApiKeyStatus.Expired])
      expect(effectiveStatus({ status, expiresAt: past }, NOW)).toBe(status);
    expect(effectiveStatus({ status: ApiKeyStatus.Revoked, expiresAt: null }, NOW)).toBe(ApiKeyStatus.Revoked);
  });
});

describe('clientKeyView', () => {
  it('shows the owner every field but the secrets, with the pk_ prefix and the status as read now', () => {
    const row = {
      id: 'k1',
      kind: 'client',
      name: 'Shop',
      prefix: '0123456789abcdef',
      secretHash: 'secret',
      previousSecretHash: 'previous',
      status: ApiKeyStatus.Active,
      purpose: 'Orders from the shop',
      scope: 'read',
      requestedExpiryDays: 30,
      denialReason: null,
      revealedAt: new Date('2026-05-02T00:00:00Z'),
      previousSecretExpiresAt: new Date('2026-05-04T00:00:00Z'),
      rotatedAt: new Date('2026-05-03T00:00:00Z'),
      ownerUserId: 'u1',
      ownerOrganizationId: null,
      ownerCourierId: null,
      expiresAt: new Date('2026-05-31T00:00:00Z'),
      lastUsedAt: new Date('2026-05-30T00:00:00Z'),
      reviewedByUserId: 'admin',
      reviewedAt: new Date('2026-05-01T00:00:00Z'),
      revokedAt: null,
      version: 4,
      createdAt: new Date('2026-04-30T00:00:00Z'),
      updatedAt: new Date('2026-05-03T00:00:00Z'),
    } satisfies ApiKeyRow;
    expect(clientKeyView(row, NOW)).toEqual({
      id: 'k1',
      name: 'Shop',
      purpose: 'Orders from the shop',
      scope: 'read',
      prefix: 'pk_0123456789abcdef',
      status: ApiKeyStatus.Expired,
      requestedExpiryDays: 30,
      expires_at: '2026-05-31T00:00:00.000Z',
      last_used_at: '2026-05-30T00:00:00.000Z',
      denialReason: null,
      reviewedAt: '2026-05-01T00:00:00.000Z',
      revealedAt: '2026-05-02T00:00:00.000Z',
      rotatedAt: '2026-05-03T00:00:00.000Z',
      previousSecretExpiresAt: '2026-05-04T00:00:00.000Z',
      revokedAt: null,
      version: 4,
      createdAt: '2026-04-30T00:00:00.000Z',
      updatedAt: '2026-05-03T00:00:00.000Z',
    });
  });
});

describe('statusCondition', () => {
  it('filters by status as people read it: an active key past its expiry is listed as expired, not active', async () => {
    const rows = {
      pending: await newKey({ status: ApiKeyStatus.Pending }),
      activeForever: await newKey({ status: ApiKeyStatus.Active }),
      activeLater: await newKey({ status: ApiKeyStatus.Active, expiresAt: new Date(NOW.getTime() + HOUR) }),
      activeOverdue: await newKey({ status: ApiKeyStatus.Active, expiresAt: new Date(NOW.getTime() - HOUR) }),
      activeEndsNow: await newKey({ status: ApiKeyStatus.Active, expiresAt: NOW }),
      revoked: await newKey({ status: ApiKeyStatus.Revoked }),
      denied: await newKey({ status: ApiKeyStatus.Denied }),
      expired: await newKey({ status: ApiKeyStatus.Expired, expiresAt: new Date(NOW.getTime() - HOUR) }),
    };
    const nameOf = new Map(Object.entries(rows).map(([name, row]) => [row.id, name]));
    const listed = async (status: number | undefined) => {
      const found = await database.db
        .select({ id: apiKeys.id })
        .from(apiKeys)
        .where(statusCondition(status, NOW))
        .then((found) => found.filter((row) => nameOf.has(row.id)));
      return found.map((row) => nameOf.get(row.id)).sort();
    };

    expect(statusCondition(undefined, NOW)).toBeUndefined();
    expect(await listed(undefined)).toEqual(Object.keys(rows).sort());
    expect(await listed(ApiKeyStatus.Active)).toEqual(['activeForever', 'activeLater']);
    expect(await listed(ApiKeyStatus.Expired)).toEqual(['activeEndsNow', 'activeOverdue', 'expired']);
    expect(await listed(ApiKeyStatus.Pending)).toEqual(['pending']);
    expect(await listed(ApiKeyStatus.Revoked)).toEqual(['revoked']);
    expect(await listed(ApiKeyStatus.Denied)).toEqual(['denied']);
  });
});

describe('lockKey', () => {
  it('reads the key to change, and nothing for an unknown id', async () => {
    const row = await newKey();
    const locked = await database.db.transaction((tx) => lockKey(tx, row.id));
    expect(locked).toEqual(row);
    expect(await database.db.transaction((tx) => lockKey(tx, '00000000-0000-4000-8000-000000000000'))).toBeUndefined();
  });
});

describe('revealKey', () => {
  it("gives an approved key its secret, stores only the secret's hash and moves the version on", async () => {
    const row = await newKey({ status: ApiKeyStatus.Active, expiresAt: new Date(NOW.getTime() + HOUR) });
    const { row: revealed, key } = await revealKey(database.db, row, NOW);

    expect(key.plaintext.startsWith(`pk_${row.prefix}_`)).toBe(true);
    expect(parseApiKey(key.plaintext)).toEqual({ kind: 'client', prefix: row.prefix, secretHash: key.secretHash });
    expect(key.prefix).toBe(row.prefix);
    expect(revealed).toMatchObject({
      id: row.id,
      secretHash: key.secretHash,
      revealedAt: NOW,
      status: ApiKeyStatus.Active,
      version: row.version + 1,
    });
    expect(revealed.updatedAt.getTime()).toBeGreaterThanOrEqual(row.updatedAt.getTime());
    expect(await stored(row.id)).toEqual(revealed);
  });

  it('shows the secret once only, and never for a key that is not active (now)', async () => {
    const active = await newKey({ status: ApiKeyStatus.Active });
    const { row: revealed } = await revealKey(database.db, active, NOW);
    expect(await appErrorOf(revealKey(database.db, revealed, NOW))).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'apiKeyAlreadyRevealed',
    });

    const overdue = await newKey({ status: ApiKeyStatus.Active, expiresAt: NOW });
    for (const row of [overdue, await newKey({ status: ApiKeyStatus.Pending })]) {
      expect(await appErrorOf(revealKey(database.db, row, NOW))).toMatchObject({
        code: 'CONFLICT',
        messageKey: 'apiKeyNotActive',
      });
      expect((await stored(row.id)).secretHash).toBeNull();
    }
  });
});

describe('rotateKey', () => {
  it('makes a new secret and keeps the previous one working for the overlap only', async () => {
    const approved = await newKey({ status: ApiKeyStatus.Active });
    const { row, key: first } = await revealKey(database.db, approved, new Date(NOW.getTime() - HOUR));
    const { row: rotated, key: second } = await rotateKey(database.db, row, NOW, 24 * HOUR);

    expect(second.plaintext.startsWith(`pk_${row.prefix}_`)).toBe(true);
    expect(parseApiKey(second.plaintext)?.secretHash).toBe(second.secretHash);
    expect(second.secretHash).not.toBe(first.secretHash);
    expect(rotated).toMatchObject({
      secretHash: second.secretHash,
      previousSecretHash: first.secretHash,
      previousSecretExpiresAt: new Date(NOW.getTime() + 24 * HOUR),
      rotatedAt: NOW,
      revealedAt: row.revealedAt,
      version: row.version + 1,
    });
    expect(await stored(row.id)).toEqual(rotated);
  });

  it('refuses a key whose secret was never shown, and a key that is not active (now)', async () => {
    const notRevealed = await newKey({ status: ApiKeyStatus.Active });
    // Either half missing means no secret the owner holds: a hash never shown, or a reveal without a hash.
    const hashOnly = { ...notRevealed, secretHash: 'a'.repeat(64) };
    const revealedOnly = { ...notRevealed, revealedAt: NOW };
    for (const row of [notRevealed, hashOnly, revealedOnly])
      expect(await appErrorOf(rotateKey(database.db, row, NOW, HOUR))).toMatchObject({
        code: 'CONFLICT',
        messageKey: 'apiKeyNotRevealed',
      });

    const { row: revealed } = await revealKey(database.db, notRevealed, NOW);
    const later = new Date(NOW.getTime() + HOUR);
    const ending = { ...revealed, expiresAt: later };
    expect(await appErrorOf(rotateKey(database.db, ending, later, HOUR))).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'apiKeyNotActive',
    });
    expect(
      await appErrorOf(rotateKey(database.db, { ...revealed, status: ApiKeyStatus.Revoked }, NOW, HOUR)),
    ).toMatchObject({ code: 'CONFLICT', messageKey: 'apiKeyNotActive' });
    expect(await stored(revealed.id)).toEqual(revealed);
  });
});

describe('revokeKey', () => {
  it('ends an active key at once, the rotation overlap included', async () => {
    const approved = await newKey({ status: ApiKeyStatus.Active });
    const { row } = await revealKey(database.db, approved, NOW);
    const { row: rotated } = await rotateKey(database.db, row, NOW, 24 * HOUR);
    const later = new Date(NOW.getTime() + HOUR);

    const revoked = await revokeKey(database.db, rotated, later);

    expect(revoked).toMatchObject({
      status: ApiKeyStatus.Revoked,
      revokedAt: later,
      previousSecretHash: null,
      previousSecretExpiresAt: null,
      secretHash: rotated.secretHash,
      version: rotated.version + 1,
    });
    expect(await stored(row.id)).toEqual(revoked);
    expect(await appErrorOf(revokeKey(database.db, revoked, later))).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'apiKeyAlreadyRevoked',
    });
  });

  it('refuses a key that is pending, denied or past its expiry', async () => {
    const rows = [
      await newKey({ status: ApiKeyStatus.Pending }),
      await newKey({ status: ApiKeyStatus.Denied }),
      await newKey({ status: ApiKeyStatus.Active, expiresAt: NOW }),
    ];
    for (const row of rows) {
      expect(await appErrorOf(revokeKey(database.db, row, NOW))).toMatchObject({
        code: 'CONFLICT',
        messageKey: 'apiKeyNotActive',
      });
      expect(await stored(row.id)).toEqual(row);
    }
  });
});
