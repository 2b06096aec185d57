/**
 * Writes shared/src/api/generated/openapi.ts (the typed client paths and schemas) from the API's
 * OpenAPI document: `pnpm --filter @portal/api openapi:generate`. With --check it only reports
 * whether the committed file is current (exit 1 when stale).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GENERATED_CLIENT_FILE, generatedClientSource } from '../src/openapi/generate-client';

async function main() {
  const source = await generatedClientSource();
  if (process.argv.includes('--check')) {
    const current = await readFile(GENERATED_CLIENT_FILE, 'utf8').catch(() => '');
    if (current !== source) {
      console.error(
        `${path.relative(process.cwd(), GENERATED_CLIENT_FILE)} is stale: run pnpm --filter @portal/api openapi:generate`,
      );
      process.exit(1);
    }
    console.log('OpenAPI client types are up to date.');
    return;
  }
  await mkdir(path.dirname(GENERATED_CLIENT_FILE), { recursive: true });
  await writeFile(GENERATED_CLIENT_FILE, source);
  console.log(`Wrote ${GENERATED_CLIENT_FILE}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
