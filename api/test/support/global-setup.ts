import { migratedPgliteDump } from './test-database';

/** Once per jest run: the migrated PGlite dump every test file starts from (PGlite runs only). */
export default async function globalSetup() {
  if (!process.env.DATABASE_URL) await migratedPgliteDump();
}
