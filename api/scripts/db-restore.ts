import { restoreCommand } from '../src/services/backup/commands';

/** `npm run db:restore FILE`: see the README's "Backup and restore". */
restoreCommand(process.env, process.argv[2], (line) => console.log(line)).catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
