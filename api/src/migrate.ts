import { databaseConfigFromEnv } from './config';
import { openDatabase } from './db/client';

/**
 * Applies the migrations and exits (`pnpm --filter @portal/api migrate`, the cluster's migration Job).
 * The API applies them at start too, under an advisory lock, so this only moves the wait out of the
 * replicas' start: several replicas starting together never migrate twice either way.
 */
async function main() {
  const database = await openDatabase(databaseConfigFromEnv());
  try {
    await database.migrate();
    console.log('migrations applied');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
