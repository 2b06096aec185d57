// What the browser benchmarks share: Chromium driven by playwright-core (a dependency of e2e/), a
// fresh profile per run, and the bytes each response took on the wire from the DevTools protocol.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './pnpm-command.mjs';

export const DEMO_USER = { email: 'user@portal.local', password: 'Portal#2026' };

const CHROMIUM_ARGS = JSON.parse(readFileSync(new URL('./chromium-args.json', import.meta.url), 'utf8'));

/**
 * Starts Chromium with an empty profile; `close()` ends it and removes the profile.
 * @returns {Promise<{ context: import('playwright-core').BrowserContext, page: import('playwright-core').Page, close: () => Promise<void> }>}
 */
export async function launchBrowser({ chromePath = process.env.CHROME_PATH || '/usr/bin/chromium' } = {}) {
  const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('playwright-core');
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: set CHROME_PATH`);
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1400, height: 900 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Records what crossed the wire for `page`, per response: encodedDataLength from the DevTools
 * protocol (compressed body plus headers, as the browser received it), with the browser cache off.
 * `take()` returns the responses finished since the previous `take()`; `idle()` resolves once no
 * request has been in flight for `quietMs` (page.waitForLoadState('networkidle') only ever waits
 * for the first load of a document, not for what a single-page app fetches later).
 */
export async function recordTransfers(context, page) {
  let finished = [];
  const requests = new Map();
  const inFlight = new Set();
  let lastActivity = Date.now();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  cdp.on('Network.requestWillBeSent', ({ requestId }) => {
    inFlight.add(requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    requests.set(requestId, { url: new URL(response.url), type, script: type === 'Script' });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    inFlight.delete(requestId);
    lastActivity = Date.now();
    const request = requests.get(requestId);
    if (!request || request.url.protocol === 'data:') return;
    finished.push({ ...request, bytes: encodedDataLength });
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    inFlight.delete(requestId);
    lastActivity = Date.now();
  });
  return {
    take() {
      const taken = finished;
      finished = [];
      return taken;
    },
    async idle({ quietMs = 500, timeoutMs = 30_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight.size === 0 && Date.now() - lastActivity >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** Sum of the bytes of these responses; only the scripts with `{ scripts: true }`. */
export function transferred(downloads, { scripts = false } = {}) {
  return downloads.filter((download) => !scripts || download.script).reduce((sum, download) => sum + download.bytes, 0);
}

/** Fills the login page's form (the caller presses Login). */
export async function fillLogin(page, { email, password }) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/** The login page's submit button. */
export const loginButton = (page) => page.getByRole('button', { name: 'Login', exact: true });

/** The middle value of several runs (the mean of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
