#!/usr/bin/env node
// npm run bench:web — what a visitor's browser goes through, each figure beside its limit
// (docs/architecture.md#first-load-on-a-phone). Runs every part of PARTS against one portal and
// exits non-zero when a figure is over its limit.
//
// The portal: BENCH_URL when set (e.g. http://localhost:8080 from `npm start`), else this script
// builds what changed and starts the demo server itself on BENCH_PORT (default 18180) with a fresh
// embedded database, stopped at the end. The monolith likewise: BENCH_MONOLITH_URL, else
// host/dist-monolith (`npm run build:monolith`, run first) served on BENCH_MONOLITH_PORT (default 18181).
// Environment: BENCH_URL, BENCH_PORT, BENCH_MONOLITH_URL, BENCH_MONOLITH_PORT, BENCH_RUNS (runs per page, default 3),
// CHROME_PATH (default /usr/bin/chromium, Debian's), BENCH_LIGHTHOUSE_REPORTS (a folder for every Lighthouse run's full JSON report),
// BENCH_PARTS (the parts to run, by key, comma-separated: `BENCH_PARTS=monolith` prints the bytes and
// times beside the monolith without Lighthouse, whose scores a loaded machine makes unreliable; bytes are not).
import { buildAll } from './build-all.mjs';
import { startBenchPortal } from './lib/bench-portal.mjs';
import { lighthouseFigures } from './lib/bench-web-lighthouse.mjs';
import { federatedVsMonolith } from './lib/bench-web-monolith.mjs';
import { findChromium } from './lib/debian-tool.mjs';
import { runPnpm } from './lib/pnpm-command.mjs';

const MONOLITH_DIST = 'host/dist-monolith';

/**
 * The parts of the bench, run in this order (BENCH_PARTS picks some by key). Each is an async function of
 * { baseUrl, monolithUrl, chromePath, runs, log } returning rows { subject, figure, value, limit, pass, runs? }.
 */
const PARTS = [
  {
    key: 'lighthouse',
    title: 'First load on a phone (Lighthouse 12, mobile preset, median of the runs)',
    run: lighthouseFigures,
  },
  {
    key: 'lighthouse-monolith',
    title: 'The same pages built as one application (npm run build:monolith), Lighthouse the same way',
    run: ({ monolithUrl, ...options }) => lighthouseFigures({ ...options, baseUrl: monolithUrl, monolith: true }),
  },
  {
    key: 'monolith',
    title:
      'Federated vs the same portal as one application (npm run build:monolith), JS transferred and time to content, median of the runs',
    run: federatedVsMonolith,
  },
];

/** A portal to measure: `url` when given, else the demo server started on `port` (after building what changed). */
async function startPortal({ url, port, hostDist }) {
  if (url) return { url: url.replace(/\/$/, ''), stop: async () => {} };
  buildAll({ ifChanged: true });
  // The monolith is rebuilt every time (webpack's cache keeps it quick): it must be today's code.
  if (hostDist) runPnpm(['--filter', '@portal/host', 'build:monolith']);
  return startBenchPortal({ port, hostDist });
}

function printTable(title, rows) {
  const widths = ['subject', 'figure', 'value', 'limit'].map((key) =>
    Math.max(key.length, ...rows.map((row) => row[key].length)),
  );
  const line = (cells) => `  ${cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join('  ')}`;
  console.log(`\n${title}`);
  console.log(line(['page', 'figure', 'median', 'limit', '']));
  for (const row of rows) {
    const verdict = row.limit ? (row.pass ? 'ok' : 'OVER') : '';
    console.log(
      `${line([row.subject, row.figure, row.value, row.limit, verdict])}${row.runs ? `   runs: ${row.runs}` : ''}`,
    );
  }
}

/** The parts BENCH_PARTS names (all when unset); an unknown key stops the bench. */
function chosenParts(names = process.env.BENCH_PARTS) {
  if (!names) return PARTS;
  const keys = names.split(',').map((name) => name.trim());
  const unknown = keys.filter((key) => !PARTS.some((part) => part.key === key));
  if (unknown.length)
    throw new Error(`BENCH_PARTS: unknown ${unknown.join(', ')} (known: ${PARTS.map((part) => part.key).join(', ')})`);
  return PARTS.filter((part) => keys.includes(part.key));
}

const parts = chosenParts();
const chromePath = findChromium({ install: false });
const runs = Number(process.env.BENCH_RUNS ?? 3);
const portals = [];
const failures = [];
try {
  const portal = await startPortal({ url: process.env.BENCH_URL, port: Number(process.env.BENCH_PORT ?? 18180) });
  portals.push(portal);
  const monolith = await startPortal({
    url: process.env.BENCH_MONOLITH_URL,
    port: Number(process.env.BENCH_MONOLITH_PORT ?? 18181),
    hostDist: MONOLITH_DIST,
  });
  portals.push(monolith);
  console.log(
    `bench:web against ${portal.url}, monolith ${monolith.url} (Chromium ${chromePath}, ${runs} runs per page)`,
  );
  for (const part of parts) {
    console.log(`\n▸ ${part.title}`);
    try {
      const rows = await part.run({
        baseUrl: portal.url,
        monolithUrl: monolith.url,
        chromePath,
        runs,
        log: console.log,
      });
      printTable(part.title, rows);
      for (const row of rows.filter((candidate) => !candidate.pass))
        failures.push(`${row.subject}: ${row.figure} ${row.value}, limit ${row.limit}`);
    } catch (error) {
      failures.push(`${part.title}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  await Promise.all(portals.map((portal) => portal.stop()));
}
if (failures.length) {
  console.error(`\nOver the limits:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery figure is within its limit.');
