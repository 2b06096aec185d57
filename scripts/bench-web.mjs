#!/usr/bin/env node
// npm run bench:web — what a visitor's browser goes through, each figure beside its limit
// (docs/architecture.md#first-load-on-a-phone). Runs every part of PARTS against one portal and
// exits non-zero when a figure is over its limit.
//
// The portal: BENCH_URL when set (e.g. http://localhost:8080 from `npm start`), else this script
// builds what changed and starts the demo server itself on BENCH_PORT (default 18180) with a fresh
// embedded database, stopped at the end.
// Environment: BENCH_URL, BENCH_PORT, BENCH_RUNS (Lighthouse runs per page, default 3),
// CHROME_PATH (default /usr/bin/chromium, Debian's).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildAll } from './build-all.mjs';
import { spawnApi, stopApi, waitForReady } from './lib/api-server.mjs';
import { lighthouseFigures } from './lib/bench-web-lighthouse.mjs';
import { findChromium } from './lib/chromium.mjs';
import { root } from './lib/pnpm-command.mjs';

/**
 * The parts of the bench, run in this order. Each is an async function of
 * { baseUrl, chromePath, runs, log } returning rows { subject, figure, value, limit, pass, runs? }.
 */
const PARTS = [
  {
    title: 'First load on a phone (Lighthouse 12, mobile preset, median of the runs)',
    run: lighthouseFigures,
  },
];

async function startPortal() {
  if (process.env.BENCH_URL) return { baseUrl: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} };
  buildAll({ ifChanged: true });
  const port = Number(process.env.BENCH_PORT ?? 18180);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-data-'));
  const api = spawnApi(
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_SEED: '1',
      APPS_DIR: root,
      LOG_REQUESTS: '0',
      DATABASE_URL: undefined,
    },
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const baseUrl = `http://localhost:${port}`;
  const stop = async () => {
    await stopApi(api);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(baseUrl, api);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
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

const chromePath = findChromium({ install: false });
const runs = Number(process.env.BENCH_RUNS ?? 3);
const portal = await startPortal();
const failures = [];
try {
  console.log(`bench:web against ${portal.baseUrl} (Chromium ${chromePath}, ${runs} runs per page)`);
  for (const part of PARTS) {
    console.log(`\n▸ ${part.title}`);
    try {
      const rows = await part.run({ baseUrl: portal.baseUrl, chromePath, runs, log: console.log });
      printTable(part.title, rows);
      for (const row of rows.filter((candidate) => !candidate.pass))
        failures.push(`${row.subject}: ${row.figure} ${row.value}, limit ${row.limit}`);
    } catch (error) {
      failures.push(`${part.title}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  await portal.stop();
}
if (failures.length) {
  console.error(`\nOver the limits:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery figure is within its limit.');
