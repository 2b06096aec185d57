import { restoreCommand } from '../../src/services/backup/commands';

/**
 * `npm run db:restore FILE` as a child process that holds still once `PAUSE_AT`'s rows are loaded,
 * its transaction open, so that a test can kill it there for certain. Prints each loaded table.
 */
const [file, pauseAt] = process.argv.slice(2);
restoreCommand(process.env, file, (line) => console.log(line), {
  afterTable: async (table) => {
    console.log(`loaded ${table}`);
    if (table !== pauseAt) return;
    console.log('paused');
    // The killer is on its way; the timer keeps the process alive until it comes.
    await new Promise(() => setInterval(() => undefined, 1_000));
  },
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
