import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pinned = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).packageManager.split(
  '@',
)[1];

/** The pnpm to run as [command, leading args]: the one on PATH if it is the pinned version, else npx pnpm@pinned. */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim() === pinned) return ['pnpm', []];
  return ['npx', ['--yes', `pnpm@${pinned}`]];
}

export function runPnpm(args, options = {}) {
  const [cmd, base] = pnpmCommand();
  const result = spawnSync(cmd, [...base, ...args], { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed with exit code ${result.status}`);
  return result;
}

export { root };
