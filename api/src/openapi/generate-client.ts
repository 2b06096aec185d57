import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { repoRoot } from '../paths';

/** Where the typed client of @portal/shared lives (the API writes it; nothing else in shared/). */
export const GENERATED_CLIENT_FILE = path.join(repoRoot, 'shared', 'src', 'api', 'generated', 'openapi.ts');

const HEADER = `/**
 * Generated from the API's OpenAPI document (GET /api/openapi.json) by
 * \`pnpm --filter @portal/api openapi:generate\`. Do not edit: change the route schemas in api/ and
 * regenerate. A test in api/ fails when this file is stale.
 */
`;

/** The OpenAPI 3.1 document as the running API serves it (no database work is needed for it). */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const database = await openDatabase({ driver: 'pglite' });
  const app = await buildApp({
    database: { instance: database },
    jwtSecret: 'openapi-generation-only-openapi-generation-only',
    mail: { transport: { send: async () => undefined } },
    outbox: { workerIntervalMs: false },
  });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await database.close();
  }
}

export async function generatedClientSource(): Promise<string> {
  const ast = await openapiTS((await openApiDocument()) as never, { alphabetize: true });
  return HEADER + astToString(ast);
}
