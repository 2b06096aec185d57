// A portal of the test file's own: a copy of every app's dist/ served by an API process of its own,
// so a test can redeploy (or break) one remote without touching what the other browser tests use.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readPortalApps } from '../../tooling/webpack-config/lib/portal-apps';
import { repoRoot, startApi, stopApi, type RunningApi } from './global-setup';

/** A webpack output file named by its content hash (never replaced, only added). */
export const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.(br|gz|LICENSE\.txt))?$/i;

/** The folders of the host and every remote (portal.apps.json). */
export function appDirs(): string[] {
  const { host, remotes } = readPortalApps();
  return [host, ...remotes].map((app) => app.dir);
}

export interface Deployment {
  /** APPS_DIR of this portal: <appsDir>/<app dir>/dist is what it serves. */
  appsDir: string;
  baseUrl: string;
  /** The served dist/ of one app (portal.apps.json's dir, e.g. 'remote-addresses'). */
  distOf(dir: string): string;
}

/**
 * Registers the file's hooks: before its tests, copies the production builds into a temporary
 * APPS_DIR and starts an API (fresh embedded database, demo seed) serving them, logging to
 * e2e/test-results/api-<name>.log; after, stops both.
 */
export function ownDeployment(name: string): Deployment {
  let appsDir = '';
  let api: (RunningApi & { baseUrl: string }) | undefined;
  beforeAll(async () => {
    appsDir = mkdtempSync(path.join(tmpdir(), 'portal-apps-'));
    for (const dir of appDirs())
      cpSync(path.join(repoRoot, dir, 'dist'), path.join(appsDir, dir, 'dist'), { recursive: true });
    api = await startApi({
      appsDir,
      logName: `api-${name}.log`,
      env: { JWT_SECRET: randomBytes(32).toString('hex') },
    });
  }, 150_000);
  afterAll(async () => {
    if (api) await stopApi(api);
    if (appsDir) rmSync(appsDir, { recursive: true, force: true });
  });
  return {
    get appsDir() {
      return appsDir;
    },
    get baseUrl() {
      if (!api) throw new Error('ownDeployment(): the API is not started yet (read baseUrl inside a test).');
      return api.baseUrl;
    },
    distOf: (dir) => path.join(appsDir, dir, 'dist'),
  };
}

/** Every file under dir (relative path, forward slashes) with the SHA-256 of its bytes. */
export function hashFiles(dir: string): Map<string, string> {
  const hashes = new Map<string, string>();
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        hashes.set(
          path.relative(dir, full).split(path.sep).join('/'),
          createHash('sha256').update(readFileSync(full)).digest('hex'),
        );
    }
  };
  walk(dir);
  return hashes;
}

/** Builds one remote for production into outDir (its own dist/ is left alone), with extra build variables. */
export function buildRemote(dir: string, outDir: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  const appDir = path.join(repoRoot, dir);
  const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [appDir] });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '--mode', 'production', '--output-path', outDir], {
      cwd: appDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`building ${dir} exited ${code}:\n${output.slice(-4000)}`)),
    );
  });
}
