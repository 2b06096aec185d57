#!/usr/bin/env node
// npm run lighthouse:path -- [/shipments] [--public] [--url http://localhost:8080] [--metric LargestContentfulPaint]
// Where Lighthouse's simulated figure waits: one Lighthouse run (mobile preset, as `npm run bench:web`),
// then the nodes of the simulation behind the metric (its optimistic and pessimistic graphs), each
// with its simulated start and end: requests (path, bytes) and main-thread tasks (the scripts they
// run, their largest trace events). Lighthouse's model puts on a metric's path every request that
// started before the metric was observed, and plays requests six at a time per origin over HTTP/1.1,
// sharing the simulated bandwidth between those in flight; this shows which of them the figure waits on.
// Signed in as the demo user unless --public; the portal is --url (e.g. `npm start`'s).
import { parseArgs } from 'node:util';
import { demoSession, startChromium, storeTokens } from './lib/bench-web-lighthouse.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string', default: 'http://localhost:8080' },
    public: { type: 'boolean', default: false },
    metric: { type: 'string', default: 'LargestContentfulPaint' },
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  },
});
const baseUrl = values.url.replace(/\/$/, '');
const pagePath = positionals.find((arg) => arg.startsWith('/')) ?? '/shipments';

const { default: lighthouse } = await import('lighthouse');
// The simulator Lighthouse itself ran (same module instance), which keeps each simulation's node timings.
const { Simulation } = await import('lighthouse/core/lib/lantern/lantern.js');

const chromium = await startChromium(values.chrome);
try {
  if (!values.public) {
    const { tokens } = await demoSession(baseUrl, 'user@portal.local', 'Portal#2026');
    await storeTokens(chromium.port, baseUrl, tokens);
  }
  const { lhr } = await lighthouse(`${baseUrl}${pagePath}`, {
    port: chromium.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const audit = (id) => Math.round(lhr.audits[id].numericValue);
  console.log(
    `${pagePath}: score ${Math.round(lhr.categories.performance.score * 100)}, FCP ${audit('first-contentful-paint')} ms, ` +
      `LCP ${audit('largest-contentful-paint')} ms, TBT ${audit('total-blocking-time')} ms ` +
      `(CPU benchmark index ${lhr.environment.benchmarkIndex})`,
  );
  for (const [label, timings] of Simulation.Simulator.allNodeTimings) {
    if (label !== `optimistic${values.metric}` && label !== `pessimistic${values.metric}`) continue;
    console.log(`\n${label}: simulated start, end, duration (ms)`);
    const rows = [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, timing] of rows) {
      const span = [timing.startTime, timing.endTime, timing.endTime - timing.startTime]
        .map((ms) => String(Math.round(ms)).padStart(6))
        .join('');
      console.log(`${span}  ${describe(node)}`);
    }
  }
} finally {
  await chromium.stop();
}

/** A request by path and bytes; a task by the scripts it ran and its three largest trace events. */
function describe(node) {
  if (node.type === 'network') {
    const { url, transferSize, connectionId, connectionReused } = node.request;
    // The simulation gives a request observed on a new connection a cold one (handshake, slow start).
    const connection = `connection ${connectionId}${connectionReused ? '' : ', new'}`;
    return `request ${url.replace(/^https?:\/\/[^/]+/, '').slice(0, 80)} (${transferSize} B, ${connection})`;
  }
  const scripts = new Set();
  const byEvent = new Map();
  for (const event of node.childEvents ?? []) {
    const url = event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url;
    if (url) scripts.add(url.split('/').pop().slice(0, 40));
    if (event.name !== 'ProfileChunk')
      byEvent.set(event.name, (byEvent.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  }
  const largest = [...byEvent]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`);
  return `task [${[...scripts].slice(0, 3).join(', ')}] ${largest.join(', ')} (observed, unslowed)`;
}
