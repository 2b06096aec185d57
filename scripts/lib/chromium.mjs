// Finds the Chromium the browser suite drives: CHROME_PATH, else Debian's /usr/bin/chromium,
// else installs Debian's chromium with apt when running as root.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function findChromium({ install = true } = {}) {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file exists there.`);
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && isRoot) {
    console.log('Chromium not found: installing Debian chromium (apt-get install -y chromium) …');
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    const add =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    if (add && add.status === 0 && existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
    throw new Error('Installing Chromium with apt-get failed; install it yourself or set CHROME_PATH.');
  }
  throw new Error(
    "The browser suite needs Chromium: set CHROME_PATH to a Chromium/Chrome binary, install Debian's " +
      '`chromium` package (`sudo apt-get install chromium`), or run the tests as root to let them install it.',
  );
}
