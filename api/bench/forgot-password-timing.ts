/**
 * Does forgot-password answer an unknown e-mail as fast as a known one? Times POST /api/v1/auth/forget-password
 * in process (app.inject, an in-memory PGlite), alternating a known and an unknown address, and prints each median.
 *   pnpm --filter @portal/api bench:forgot-password [--rounds 200]
 * Between requests it pauses, so work done after an answer never lands inside the next one's time.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { Role } from '@portal/shared/domain';
import { memoryTransport } from '../src/mail/transport';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '200' } } });
const rounds = Number(values.rounds);
const RAISED = { max: 1_000_000, windowMs: 60_000 };

const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function main() {
  const database = await openDatabase({ driver: 'pglite' });
  await database.migrate();
  const app = await buildApp({
    database: { instance: database },
    jwtSecret: randomBytes(32).toString('hex'),
    mail: { transport: memoryTransport() },
    outbox: { workerIntervalMs: false },
    rateLimits: {
      global: RAISED,
      forgotPasswordPerIp: RAISED,
      forgotPasswordPerAccountAndIp: RAISED,
      forgotPasswordPerAccount: RAISED,
    },
    logRequests: false,
  });
  await app.ready();
  try {
    const known = 'known@bench.local';
    await app.db
      .insert(users)
      .values({ email: known, username: 'known', passwordHash: 'unused', role: Role.IndividualUser });
    const timings = { known: [] as number[], unknown: [] as number[] };
    const ask = async (email: string) => {
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url: '/api/v1/auth/forget-password', payload: { email } });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}: ${response.body}`);
      await sleep(15);
      return elapsed;
    };
    for (let round = 0; round < rounds; round++) {
      timings.known.push(await ask(known));
      timings.unknown.push(await ask(`ghost-${round}@bench.local`));
    }
    // The first rounds warm the JIT and the database's caches: left out.
    const warm = Math.floor(rounds / 10);
    for (const [name, samples] of Object.entries(timings))
      console.log(
        `${name.padEnd(8)} median ${median(samples.slice(warm)).toFixed(2)} ms over ${samples.length - warm}`,
      );
  } finally {
    await app.close();
    await database.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
