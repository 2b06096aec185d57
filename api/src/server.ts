import { buildApp } from './app';
import { serverConfigFromEnv } from './config';
import { type BackupEndpoint, startBackupEndpoint } from './services/backup/local-endpoint';

/**
 * The listening server. Its settings come from the environment, read by `serverConfigFromEnv`
 * (config.ts); every variable is listed once, in the README's "Configuration" table.
 */
const SHUTDOWN_GRACE_MS = 15_000;

async function main() {
  const config = await serverConfigFromEnv();
  const app = await buildApp(config.app);
  // Only this process can open the embedded database: `npm run db:backup` asks it over loopback.
  let backupEndpoint: BackupEndpoint | undefined;
  if (app.database.driver === 'pglite' && config.app.dataDir) {
    backupEndpoint = await startBackupEndpoint(app.database, config.app.dataDir, app.log);
  }

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Fastify stops accepting, lets running requests finish, then runs onClose (mail worker, database).
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await backupEndpoint?.close();
      await app.close();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
