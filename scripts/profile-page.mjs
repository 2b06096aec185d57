#!/usr/bin/env node
// npm run profile:page -- [/shipments] [--runs 3] [--throttle 4] [--public] [--out .data/profiles] [--url http://…]
//   or: npm run profile:page -- saved-1.cpuprofile … (sums saved profiles again)
// Where a page's first load spends the main thread, as a phone would: Chromium with its CPU slowed
// (default 4×, Lighthouse's mobile setting) records a CPU profile from navigation to the page's first
// table row or heading, signed in as the demo user unless --public; the samples are mapped through
// the builds' source maps and summed by package and by function. Build with maps first:
//   PORTAL_SOURCE_MAPS=1 npm run build
// The .cpuprofile files are kept (open them in Chrome DevTools' Performance panel). The figures are
// relative: a busy machine stretches them all, so compare runs made under the same load.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SourceMapConsumer } from 'source-map-js';
import { portalApps } from './lib/apps.mjs';
import { startBenchPortal } from './lib/bench-portal.mjs';
import { DEMO_USER, fillLogin, launchBrowser, loginButton, median } from './lib/browser-bench.mjs';
import { root } from './lib/pnpm-command.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    throttle: { type: 'string', default: '4' },
    public: { type: 'boolean', default: false },
    out: { type: 'string', default: '.data/profiles' },
    port: { type: 'string', default: '18190' },
    // A portal already running (e.g. to profile /track/<n> with a number from its own seed).
    url: { type: 'string' },
  },
});
const pagePath = positionals.find((arg) => arg.startsWith('/')) ?? '/shipments';
const outDir = path.resolve(root, values.out);
mkdirSync(outDir, { recursive: true });

const manifest = portalApps();
const distDirs = [manifest.host.dir, ...manifest.remotes.map((remote) => remote.dir)].map((dir) =>
  path.join(root, dir, 'dist'),
);
if (!distDirs.some((dir) => existsSync(dir) && readdirSync(dir).some((file) => file.endsWith('.js.map'))))
  console.warn('No source maps in the builds: functions are shown minified (PORTAL_SOURCE_MAPS=1 npm run build).');

// ---- source mapping ----
const consumers = new Map();
function consumerFor(url) {
  if (consumers.has(url)) return consumers.get(url);
  const file = path.basename(new URL(url).pathname);
  let consumer = null;
  for (const dir of distDirs) {
    const map = path.join(dir, `${file}.map`);
    if (existsSync(map)) {
      consumer = new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8')));
      break;
    }
  }
  consumers.set(url, consumer);
  return consumer;
}

/** A sampled frame as source: `{ source, name }`, the package for code under node_modules. */
function located(frame) {
  if (!frame.url || !/^https?:/.test(frame.url)) {
    const name = frame.functionName || 'native';
    return { source: name.startsWith('(') ? name : `(${name})`, name: '' };
  }
  const consumer = consumerFor(frame.url);
  if (!consumer) return { source: new URL(frame.url).pathname, name: frame.functionName };
  const position = { line: frame.lineNumber + 1, column: frame.columnNumber };
  // V8 places a function where it starts, often just before its first mapped token: its file and line
  // are the next mapping's; its name the one mapped at or before the start (the function's own name).
  const original = consumer.originalPositionFor({ ...position, bias: SourceMapConsumer.LEAST_UPPER_BOUND });
  const named = consumer.originalPositionFor(position);
  const name = named.source === original.source && named.name ? named.name : frame.functionName;
  const source = (original.source ?? '?')
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, 'node_modules/');
  return { source: original.line ? `${source}:${original.line}` : source, name };
}

const packageOf = (source) => {
  if (!source.startsWith('node_modules/')) return source.startsWith('(') ? source : source.replace(/\/[^/]*$/, '/');
  const parts = source.slice('node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
};

function summarise(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map();
  profile.samples.forEach((id, index) => selfTime.set(id, (selfTime.get(id) ?? 0) + profile.timeDeltas[index]));
  const byPackage = new Map();
  const byFunction = new Map();
  let total = 0;
  for (const [id, micros] of selfTime) {
    const { source, name } = located(nodes.get(id).callFrame);
    if (source === '(idle)') continue;
    total += micros;
    const pkg = packageOf(source.replace(/:\d+$/, ''));
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
    const key = `${name || '(anonymous)'} ${source}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
  }
  return { total, byPackage, byFunction };
}

// ---- the runs (or profiles saved earlier, named instead of a page: summed again, e.g. after a rebuild) ----
const summaries = [];
const firstContent = [];
const saved = positionals.filter((file) => file.endsWith('.cpuprofile'));
if (saved.length) {
  for (const file of saved) summaries.push(summarise(JSON.parse(readFileSync(file, 'utf8'))));
} else await profileRuns();

async function profileRuns() {
  const portal = values.url
    ? { url: values.url.replace(/\/$/, ''), stop: async () => {} }
    : await startBenchPortal({ port: Number(values.port) });
  const { context, page, close } = await launchBrowser();
  try {
    if (!values.public) {
      await page.goto(`${portal.url}/login`);
      await fillLogin(page, DEMO_USER);
      await loginButton(page).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    }
    const cdp = await context.newCDPSession(page);
    // The page's own content: not the title the host draws while the page's code loads.
    const content = 'main table tbody tr, main h1:not([data-pending-page] h1)';
    // One load first, untimed: the server's caches and the browser's compiled code start warm in every run.
    await page.goto(`${portal.url}${pagePath}`);
    await page.waitForSelector(content, { timeout: 60_000 });
    for (let run = 0; run < Number(values.runs); run++) {
      await page.goto('about:blank');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.throttle) });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      const started = Date.now();
      await page.goto(`${portal.url}${pagePath}`);
      await page.waitForSelector(content, { timeout: 60_000 });
      firstContent.push(Date.now() - started);
      const { profile } = await cdp.send('Profiler.stop');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const file = path.join(
        outDir,
        `${pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}-${run}.cpuprofile`,
      );
      writeFileSync(file, JSON.stringify(profile));
      summaries.push(summarise(profile));
      console.log(
        `run ${run + 1}: first content after ${firstContent.at(-1)} ms; profile ${path.relative(root, file)}`,
      );
    }
  } finally {
    await close();
    await portal.stop();
  }
}

// ---- the summary: the median run's busy time, split ----
const ordered = summaries
  .map((summary, index) => ({ summary, index }))
  .sort((a, b) => a.summary.total - b.summary.total);
const { summary } = ordered[Math.floor(ordered.length / 2)];
const ms = (micros) => `${(micros / 1000).toFixed(0).padStart(6)} ms`;
const share = (micros) => `${((micros / summary.total) * 100).toFixed(1).padStart(5)}%`;
const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, micros]) => `  ${ms(micros)} ${share(micros)}  ${key}`)
    .join('\n');
console.log(
  `\n${pagePath} at ${values.throttle}× CPU: first content median ${firstContent.length ? median(firstContent) : '?'} ms; ` +
    `main thread busy (median run) ${ms(summary.total).trim()} until then`,
);
console.log(`By package or folder:\n${top(summary.byPackage, 20)}`);
console.log(`By function:\n${top(summary.byFunction, 25)}`);
