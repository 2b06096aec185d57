/**
 * Creates the first super user of a production install:
 *   pnpm --filter @portal/api create-super-user --email admin@example.com --password '…' [--name 'Jane Doe']
 * or with SUPER_USER_EMAIL / SUPER_USER_PASSWORD / SUPER_USER_NAME in the environment (keeps the
 * password out of the shell history). Uses DATABASE_URL, else the PGlite database under DATA_DIR.
 */
import { parseArgs } from 'node:util';
import { databaseConfigFromEnv } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createPasswordHasher } from '../src/lib/passwords';
import { createSuperUser, SuperUserError } from '../src/services/super-user';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const email = values.email ?? process.env.SUPER_USER_EMAIL ?? '';
  const password = values.password ?? process.env.SUPER_USER_PASSWORD ?? '';
  const username = values.name ?? process.env.SUPER_USER_NAME;
  const database = await openDatabase(databaseConfigFromEnv());
  try {
    await database.migrate();
    const user = await createSuperUser(database.db, createPasswordHasher(), { email, password, username });
    console.log(`Super user ${user.email} created (id ${user.id}).`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof SuperUserError ? `create-super-user: ${error.message}` : error);
  process.exit(1);
});
