import { backupCommand } from '../src/services/backup/commands';

/** `npm run db:backup [FILE]`: see the README's "Backup and restore". */
backupCommand(process.env, process.argv[2], (line) => console.log(line)).catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
