// The Lighthouse part of `npm run bench:web`: the first load on a phone. Lighthouse's default
// (mobile) preset — a mid-range phone on slow 4G, simulated — on the login page, the public tracking
// page of a processed demo shipment and, signed in, the shipment list. Each page is run several
// times and each figure's median is reported beside its limit.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median } from './browser-bench.mjs';
import { root } from './pnpm-command.mjs';

const CHROMIUM_ARGS = JSON.parse(readFileSync(new URL('./chromium-args.json', import.meta.url), 'utf8'));

/** The limits for a first load on a phone; CLS is Lighthouse's own "good" threshold. */
export const LIGHTHOUSE_LIMITS = { performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1 };
/** The login page, a static frame before any bundle runs, is held to a higher score. */
const LOGIN_PERFORMANCE = 95;
/** The monolith's pages: only its blocking time has a limit (the rest is printed to compare). */
const MONOLITH_LIMITS = { tbtMs: LIGHTHOUSE_LIMITS.tbtMs };

async function api(baseUrl, method, pathname, { body, token } = {}) {
  const response = await fetch(`${baseUrl}/api/v1${pathname}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} /api/v1${pathname} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Signs in through the API: the tokens the host keeps in localStorage, and a tracking number to look up. */
export async function demoSession(baseUrl, email, password) {
  const login = await api(baseUrl, 'POST', '/auth/login', { body: { email, password } });
  const tokens = { accessToken: login.access_token, refreshToken: login.refresh_token };
  const list = await api(baseUrl, 'GET', '/shipments?pageSize=100', { token: tokens.accessToken });
  const processed = list.items.find((item) => item.trackingNumber);
  if (!processed) throw new Error(`${email} has no processed shipment to track (is the demo seed loaded?)`);
  return { tokens, trackingNumber: processed.trackingNumber };
}

/** Starts Chromium with a DevTools port for Lighthouse (a free one, read from DevToolsActivePort). */
export async function startChromium(chromePath) {
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: set CHROME_PATH`);
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const child = spawn(
    chromePath,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore', detached: true },
  );
  const portFile = path.join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (!existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n')) {
    if (child.exitCode !== null)
      throw new Error(`Chromium exited (${child.exitCode}) before opening its DevTools port`);
    if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  const stop = async () => {
    // The wrapper script and the browser's helpers share the group started above.
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    rmSync(profile, { recursive: true, force: true });
  };
  return { port, stop };
}

/** Puts the tokens where the host's session store reads them (localStorage of the portal's origin). */
export async function storeTokens(port, baseUrl, tokens) {
  const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${baseUrl}/api/readyz`);
    await page.evaluate(
      ([key, value]) => window.localStorage.setItem(key, value),
      ['courier-portal-tokens', JSON.stringify(tokens)],
    );
    await page.close();
  } finally {
    // Disconnects only: the browser was started here, not by playwright.
    await browser.close();
  }
}

/**
 * The element Chromium last named the page's largest contentful paint (its trace's candidates), e.g.
 * "H1 class='chakra-heading …' (text)": Lighthouse's own audit of it fails with Debian's Chromium.
 * An input's placeholder shows as "DIV id='placeholder'", the text inside the field's shadow tree.
 */
function lcpElementOf(artifacts) {
  const candidates = (artifacts?.Trace?.traceEvents ?? []).filter(
    (event) => event.name === 'largestContentfulPaint::Candidate' && event.args?.data?.isOutermostMainFrame !== false,
  );
  const last = candidates.at(-1)?.args?.data;
  return last ? `${last.nodeName ?? '?'} (${last.type ?? '?'}, ${last.size} px²)` : 'not recorded';
}

async function audit(lighthouse, url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const { lhr } = result;
  // BENCH_LIGHTHOUSE_REPORTS=<folder>: every run's full report, to see which request or task a figure waits on.
  if (process.env.BENCH_LIGHTHOUSE_REPORTS) {
    await mkdir(process.env.BENCH_LIGHTHOUSE_REPORTS, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
    await writeFile(path.join(process.env.BENCH_LIGHTHOUSE_REPORTS, name), result.report);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== new URL(url).pathname) throw new Error(`Lighthouse on ${url} ended on ${finalPath}`);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: lcpElementOf(result.artifacts),
  };
}

/**
 * One run, once again when Lighthouse itself fails to record it: Debian's Chromium now and then leaves
 * the navigation out of the trace (NO_NAVSTART), which says nothing of the page.
 */
export async function auditRetried(lighthouse, url, port, log = console.log) {
  try {
    return await audit(lighthouse, url, port);
  } catch (error) {
    if (!/NO_NAVSTART|NO_FCP|NO_TRACING_STARTED/.test(String(error))) throw error;
    log(`  ${new URL(url).pathname}: ${String(error).split(' Something')[0]}; run again`);
    return audit(lighthouse, url, port);
  }
}

function rowsFor(page, runs, limits = LIGHTHOUSE_LIMITS) {
  const m = (key) => median(runs.map((run) => run[key]));
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const all = (key, format) => runs.map((run) => format(run[key])).join(', ');
  return [
    {
      subject: page,
      figure: 'performance score',
      value: String(m('performance')),
      limit: limits.performance === undefined ? '' : `≥ ${limits.performance}`,
      pass: limits.performance === undefined || m('performance') >= limits.performance,
      runs: all('performance', String),
    },
    {
      subject: page,
      figure: 'largest contentful paint',
      value: seconds(m('lcpMs')),
      limit: limits.lcpMs === undefined ? '' : `≤ ${seconds(limits.lcpMs)}`,
      pass: limits.lcpMs === undefined || m('lcpMs') <= limits.lcpMs,
      runs: all('lcpMs', seconds),
    },
    {
      subject: page,
      figure: 'total blocking time',
      value: `${Math.round(m('tbtMs'))} ms`,
      limit: limits.tbtMs === undefined ? '' : `≤ ${limits.tbtMs} ms`,
      pass: limits.tbtMs === undefined || m('tbtMs') <= limits.tbtMs,
      runs: all('tbtMs', (ms) => `${Math.round(ms)} ms`),
    },
    {
      subject: page,
      figure: 'cumulative layout shift',
      value: m('cls').toFixed(3),
      limit: limits.cls === undefined ? '' : `≤ ${limits.cls}`,
      pass: limits.cls === undefined || m('cls') <= limits.cls,
      runs: all('cls', (cls) => cls.toFixed(3)),
    },
    {
      subject: page,
      figure: 'first contentful paint',
      value: seconds(m('fcpMs')),
      limit: '',
      pass: true,
      runs: all('fcpMs', seconds),
    },
  ];
}

/**
 * Runs Lighthouse `runs` times on each page and returns one row per figure: { subject, figure,
 * value, limit, pass, runs } (value is the median; runs lists every run's value).
 * @param {{ baseUrl: string, chromePath: string, runs?: number, email?: string, password?: string,
 *   log?: (line: string) => void }} options
 */
export async function lighthouseFigures({
  baseUrl,
  chromePath,
  runs = 3,
  email = 'user@portal.local',
  password = 'Portal#2026',
  log = console.log,
  monolith = false,
}) {
  const { default: lighthouse } = await import('lighthouse');
  const { tokens, trackingNumber } = await demoSession(baseUrl, email, password);
  const pages = monolith
    ? // The same application without federation: its blocking time is the application's own, held to the same limit.
      [
        { path: `/track/${trackingNumber}`, signedIn: false, limits: MONOLITH_LIMITS, label: ' (monolith)' },
        { path: '/shipments', signedIn: true, limits: MONOLITH_LIMITS, label: ' (monolith, signed in)' },
      ]
    : [
        { path: '/login', signedIn: false, limits: { ...LIGHTHOUSE_LIMITS, performance: LOGIN_PERFORMANCE } },
        { path: `/track/${trackingNumber}`, signedIn: false },
        { path: '/shipments', signedIn: true, label: ' (signed in)' },
      ];
  const chromium = await startChromium(chromePath);
  const rows = [];
  try {
    for (const page of pages) {
      // Lighthouse clears the cache before each run but keeps localStorage: the anonymous pages
      // run before the tokens are stored, so /login is not redirected away.
      if (page.signedIn) await storeTokens(chromium.port, baseUrl, tokens);
      const results = [];
      for (let run = 1; run <= runs; run += 1) {
        const result = await auditRetried(lighthouse, `${baseUrl}${page.path}`, chromium.port, log);
        log(
          `  ${page.path} run ${run}/${runs}: score ${result.performance}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)} (CPU benchmark index ${Math.round(result.benchmarkIndex)}); LCP element ${result.lcpElement}`,
        );
        results.push(result);
      }
      rows.push(...rowsFor(`${page.path}${page.label ?? ''}`, results, page.limits));
    }
  } finally {
    await chromium.stop();
  }
  return rows;
}
