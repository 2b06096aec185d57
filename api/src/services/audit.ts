import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditAction = 'create' | 'update' | 'delete' | (string & {});

export interface AuditEntry {
  action: AuditAction;
  entityType: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
  /** Anything else worth keeping (e.g. an import's row count). */
  extra?: Record<string, unknown>;
}

// Never copied into the log: secrets and bulky binary columns.
const OMITTED = new Set(['passwordHash', 'logo', 'searchText', 'secretHash', 'previousSecretHash', 'tokenHash']);

/** A row as the audit log keeps it: plain JSON, without secrets or binaries. */
export function auditView(row: unknown): unknown {
  if (!row || typeof row !== 'object') return row ?? null;
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !OMITTED.has(key))
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/** Who did what to which row, when, with the row before and after (every admin change). */
export async function writeAudit(db: DbOrTx, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const principal = request.principal;
  await db.insert(auditLog).values({
    actorUserId: principal?.kind === 'user' ? principal.userId : null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    data: { before: auditView(entry.before), after: auditView(entry.after), ...entry.extra },
    ip: request.ip,
    requestId: request.id,
  });
}
