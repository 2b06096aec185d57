// Finds a program the test suites drive (Chromium for the browser suite, nginx for the deploy
// suite): its environment variable, else Debian's path, else installs Debian's package with apt
// when running as root, else stops with what to do. A missing tool fails the run: a suite that
// quietly checks less when a program is absent would pass on a machine that tested nothing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

let aptUpdated = false;

/**
 * @param {{ label: string, envVar: string, debianPath: string, aptPackage: string, neededBy: string, install?: boolean }} tool
 * @returns {string} the program's path
 */
export function findDebianTool({ label, envVar, debianPath, aptPackage, neededBy, install = true }) {
  const fromEnv = process.env[envVar];
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`${envVar} is set to ${fromEnv}, but no file exists there.`);
  }
  if (existsSync(debianPath)) return debianPath;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && isRoot) {
    console.log(`${label} not found: installing Debian ${aptPackage} (apt-get install -y ${aptPackage}) …`);
    if (!aptUpdated) aptUpdated = spawnSync('apt-get', ['update'], { stdio: 'inherit' }).status === 0;
    const add =
      aptUpdated &&
      spawnSync('apt-get', ['install', '-y', '--no-install-recommends', aptPackage], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    if (add && add.status === 0 && existsSync(debianPath)) return debianPath;
    throw new Error(`Installing ${label} with apt-get failed; install it yourself or set ${envVar}.`);
  }
  throw new Error(
    `${neededBy} needs ${label}: set ${envVar} to its binary, install Debian's \`${aptPackage}\` package ` +
      `(\`sudo apt-get install ${aptPackage}\`), or run the tests as root to let them install it.`,
  );
}

export const findChromium = ({ install = true } = {}) =>
  findDebianTool({
    label: 'Chromium',
    envVar: 'CHROME_PATH',
    debianPath: '/usr/bin/chromium',
    aptPackage: 'chromium',
    neededBy: 'The browser suite',
    install,
  });

export const findNginx = ({ install = true } = {}) =>
  findDebianTool({
    label: 'nginx',
    envVar: 'NGINX_BIN',
    debianPath: '/usr/sbin/nginx',
    aptPackage: 'nginx',
    neededBy: 'The deploy suite',
    install,
  });
