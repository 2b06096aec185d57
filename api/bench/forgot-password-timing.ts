/**
 * Does forgot-password answer an unknown e-mail as fast as a known one? Times POST /api/v1/auth/forget-password
 * in process (app.inject, an in-memory PGlite), alternating a known and an unknown address, and prints each median.
 *   pnpm --filter @portal/api bench:forgot-password [--rounds 200]
 * Between requests it pauses, so work done after an answer never lands inside the next one's time.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { Role } from '@portal/shared/domain';
import { users } from '../src/db/schema';
import { RAISED, timingRun } from './bench-support';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '200' } } });
const rounds = Number(values.rounds);

timingRun(
  {
    rateLimits: {
      global: RAISED,
      forgotPasswordPerIp: RAISED,
      forgotPasswordPerAccountAndIp: RAISED,
      forgotPasswordPerAccount: RAISED,
    },
  },
  async (app) => {
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
    return timings;
  },
);
