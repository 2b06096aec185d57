// Test-only helpers for the admin route tests (one app and database per test file).
import { Role } from '@portal/shared/domain';
import { type AuditRow, auditOf } from '../../../../test/support/audit';
import { createUserAndLogin } from '../../../../test/support/fixtures';
import { buildTestApp, call, type TestApp } from '../../../../test/support/test-app';
import { createTestDatabase } from '../../../../test/support/test-database';
import { seedReferenceData } from '../../../db/seed/reference';

export interface AdminTestKit {
  app: TestApp;
  adminToken: string;
  adminId: string;
  /** `/api/v1/admin${path}` as the system admin (or `token`). */
  admin(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options?: { body?: unknown; token?: string; lang?: string },
  ): ReturnType<typeof call>;
  auditOf(entityId: string): Promise<AuditRow[]>;
  close(): Promise<void>;
}

export async function startAdminKit(options: { seed?: boolean } = {}): Promise<AdminTestKit> {
  const database = await createTestDatabase();
  // DEBUG_API_LOG=1 prints the API's error log while a test runs.
  const app = await buildTestApp(database, process.env.DEBUG_API_LOG ? { logger: { level: 'error' } } : {});
  if (options.seed !== false) await seedReferenceData(app.db);
  const adminUser = await createUserAndLogin(app, { role: Role.SystemAdmin });
  return {
    app,
    adminToken: adminUser.access_token,
    adminId: adminUser.id,
    admin: (method, path, { body, token, lang } = {}) =>
      call(app, method, `/api/v1/admin${path}`, { body, token: token ?? adminUser.access_token, lang }),
    auditOf: (entityId) => auditOf(app.db, entityId),
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
