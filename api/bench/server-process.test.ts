import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverConfigFromEnv } from '../src/config';
import { benchServerEnv } from './server-process';

// A bench that cannot start its server measures nothing: production mode refuses a missing secret, so
// the environment the benches give their servers must satisfy it (a new required secret broke them once).
it("the benches' server environment is one production mode accepts, on either database", async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-env-'));
  try {
    for (const databaseEnv of [{ DATA_DIR: dataDir }, { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/bench' }]) {
      const env = Object.fromEntries(
        Object.entries(benchServerEnv('check', databaseEnv)).filter(([, value]) => value !== undefined),
      ) as NodeJS.ProcessEnv;
      const config = await serverConfigFromEnv(env);
      expect(config.app.webhooks?.secretKey).toHaveLength(32);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
