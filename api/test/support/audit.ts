// Test-only: what the audit log holds about one entity.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client';
import { auditLog } from '../../src/db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

/** The audit log's entries about `entityId`, newest first. */
export const auditOf = (db: DbOrTx, entityId: string): Promise<AuditRow[]> =>
  db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.createdAt));
