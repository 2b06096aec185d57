import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';
import { auditView, writeAudit } from './audit';

describe('auditView', () => {
  it('keeps a row as plain JSON without its secrets and binaries', () => {
    expect(
      auditView({
        id: 'u1',
        email: 'hala@example.com',
        passwordHash: '$argon2id$…',
        logo: Buffer.from('png'),
        searchText: 'hala',
        secretHash: 'a',
        previousSecretHash: 'b',
        tokenHash: 'c',
        updatedAt: new Date('2026-01-01T00:00:00Z'),
        version: 2,
        note: null,
      }),
    ).toEqual({ id: 'u1', email: 'hala@example.com', updatedAt: '2026-01-01T00:00:00.000Z', version: 2, note: null });
  });

  it('keeps null for nothing, and other values as they are', () => {
    expect(auditView(undefined)).toBeNull();
    expect(auditView(null)).toBeNull();
    expect(auditView('x')).toBe('x');
    expect(auditView(0)).toBe(0);
  });
});

describe('writeAudit', () => {
  const written = (principal: unknown) => {
    const inserts: { table: unknown; values: unknown }[] = [];
    const db = {
      insert: (table: unknown) => ({
        values: async (values: unknown) => {
          inserts.push({ table, values });
        },
      }),
    } as unknown as DbOrTx;
    const request = { principal, ip: '203.0.113.7', id: 'req-1' } as unknown as FastifyRequest;
    return { db, request, inserts };
  };

  it('records who did what to which row, with the row before and after and anything extra', async () => {
    const { db, request, inserts } = written({ kind: 'user', userId: 'admin-1' });
    await writeAudit(db, request, {
      action: 'update',
      entityType: 'courier',
      entityId: 'c1',
      before: { name: 'Old', secretHash: 'x' },
      after: { name: 'New' },
      extra: { rows: 3 },
    });
    expect(inserts).toEqual([
      {
        table: auditLog,
        values: {
          actorUserId: 'admin-1',
          action: 'update',
          entityType: 'courier',
          entityId: 'c1',
          data: { before: { name: 'Old' }, after: { name: 'New' }, rows: 3 },
          ip: '203.0.113.7',
          requestId: 'req-1',
        },
      },
    ]);
  });

  it('names no user for a change made with an API key', async () => {
    const { db, request, inserts } = written({ kind: 'apiKey', userId: 'not-a-user' });
    await writeAudit(db, request, { action: 'create', entityType: 'shipment', entityId: null });
    expect(inserts[0].values).toMatchObject({ actorUserId: null, data: { before: null, after: null } });
  });
});
