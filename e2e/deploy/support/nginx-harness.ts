// Renders the deployment's nginx configs exactly as the containers do (deploy/nginx/entrypoint.sh
// --render-only), validates them with `nginx -t` and serves them.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  openSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remotesJson, type RemotesJson } from '../../../tooling/webpack-config/lib/portal-apps';

export const repoRoot = path.resolve(__dirname, '..', '..', '..');
export const deployNginxDir = path.join(repoRoot, 'deploy', 'nginx');

/** The remotes.json the host's production build writes (from portal.apps.json). */
export const builtRemotesJson = (): RemotesJson => remotesJson();

export type Role = 'host' | 'remote' | 'gateway';

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/**
 * The nginx binary (NGINX_BIN, which `npm test` sets after installing Debian's nginx where it is
 * missing, PATH, or the usual sbin folders). Missing nginx fails the suite: checking the rendered
 * files only on paper would pass on a machine that served nothing.
 */
export function requireNginx(): string {
  const candidates = [
    process.env.NGINX_BIN,
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/usr/local/nginx/sbin/nginx',
    '/opt/homebrew/bin/nginx',
  ];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  if (onPath('nginx')) return 'nginx';
  throw new Error(
    "The deploy suite needs nginx: run it through `npm test` (which installs Debian's nginx when run as root), " +
      'install it (`sudo apt-get install nginx`), or set NGINX_BIN to its binary.',
  );
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Rendered {
  workDir: string;
  htmlDir: string;
  confFile: string;
  conf: string;
  log: string;
  cleanup(): void;
}

/**
 * Runs entrypoint.sh --render-only for a role in a scratch folder laid out like the image:
 * PORTAL_NGINX_DIR holds the templates (and, for the host, remotes.json.template made from the
 * remotes.json the host's build writes, by remotes-template.mjs, as the Dockerfile does).
 */
export function render(role: Role, env: Record<string, string>, htmlFiles: Record<string, string> = {}): Rendered {
  const workDir = mkdtempSync(path.join(tmpdir(), `portal-nginx-${role}-`));
  const portalDir = path.join(workDir, 'etc-portal');
  const htmlDir = path.join(workDir, 'html');
  mkdirSync(portalDir);
  mkdirSync(htmlDir);
  for (const file of readdirSync(deployNginxDir))
    copyFileSync(path.join(deployNginxDir, file), path.join(portalDir, file));
  for (const [name, content] of Object.entries(htmlFiles)) {
    mkdirSync(path.dirname(path.join(htmlDir, name)), { recursive: true });
    writeFileSync(path.join(htmlDir, name), content);
  }
  if (role === 'host') {
    const built = path.join(workDir, 'built-remotes.json');
    writeFileSync(built, JSON.stringify(builtRemotesJson()));
    const made = spawnSync(process.execPath, [path.join(deployNginxDir, 'remotes-template.mjs'), built, portalDir], {
      encoding: 'utf8',
    });
    if (made.status !== 0) throw new Error(`remotes-template.mjs failed: ${made.stderr}`);
  }
  const confFile = path.join(workDir, 'nginx.conf');
  // GNU envsubst when installed, else the stand-in beside this file.
  const pathVar = onPath('envsubst') ? process.env.PATH : `${path.join(__dirname)}:${process.env.PATH}`;
  const result = spawnSync('sh', [path.join(deployNginxDir, 'entrypoint.sh'), '--render-only'], {
    encoding: 'utf8',
    env: {
      PATH: pathVar,
      PORTAL_ROLE: role,
      PORTAL_NGINX_DIR: portalDir,
      HTML_DIR: htmlDir,
      NGINX_CONF: confFile,
      NGINX_PID: path.join(workDir, 'nginx.pid'),
      ...env,
    },
  });
  if (result.status !== 0) throw new Error(`entrypoint.sh (${role}) failed: ${result.stderr}`);
  // nginx workers run as an unprivileged user when the master is root: let them read the files.
  spawnSync('chmod', ['-R', 'a+rX', workDir]);
  return {
    workDir,
    htmlDir,
    confFile,
    conf: readFileSync(confFile, 'utf8'),
    log: result.stdout + result.stderr,
    cleanup: () => rmSync(workDir, { recursive: true, force: true }),
  };
}

/**
 * nginx's stdout/stderr go to a file: the config logs to /dev/stdout, which cannot be opened when
 * it is a socket (node's pipes are).
 */
function logFileFd(confFile: string): number {
  return openSync(path.join(path.dirname(confFile), 'nginx-output.log'), 'a');
}

/** `nginx -t -c <file>`: status and output. */
export function nginxTest(nginx: string, confFile: string): { ok: boolean; output: string } {
  const fd = logFileFd(confFile);
  const result = spawnSync(nginx, ['-t', '-c', confFile], { stdio: ['ignore', fd, fd] });
  closeSync(fd);
  return {
    ok: result.status === 0,
    output: readFileSync(path.join(path.dirname(confFile), 'nginx-output.log'), 'utf8'),
  };
}

export interface RunningNginx {
  stop(): Promise<void>;
}

/** Starts nginx in the foreground on the rendered config and waits until /healthz answers. */
export async function startNginx(nginx: string, confFile: string, port: number): Promise<RunningNginx> {
  const fd = logFileFd(confFile);
  const child: ChildProcess = spawn(nginx, ['-c', confFile, '-g', 'daemon off;'], { stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const output = () => readFileSync(path.join(path.dirname(confFile), 'nginx-output.log'), 'utf8');
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGQUIT');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not answer on port ${port}: ${output()}`);
}
