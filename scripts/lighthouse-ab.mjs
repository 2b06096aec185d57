#!/usr/bin/env node
// npm run lighthouse:ab -- /shipments <a> <b> [--runs 7] [--public]
// Two builds compared on one page, Lighthouse's mobile preset as `npm run bench:web`: each side is a
// portal's URL or a host build folder (e.g. host/dist, and a copy of an earlier build), served here by
// a demo portal with this checkout's remotes. The runs alternate (A B, then B A, …) so that the
// machine's drift, which moves one page's score by ten points within minutes on a 2-core machine, falls
// on both sides alike; each run is printed, then each side's medians and B − A. Signed in as the demo
// user unless --public; `{tracking}` in the path is a processed demo shipment's number of that portal.
//   cp -r host/dist /tmp/host-before   # then change, rebuild the host and compare:
//   npm run lighthouse:ab -- /shipments /tmp/host-before host/dist
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median } from './lib/browser-bench.mjs';
import { startBenchPortal } from './lib/bench-portal.mjs';
import { auditRetried, demoSession, startChromium, storeTokens } from './lib/bench-web-lighthouse.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '7' },
    public: { type: 'boolean', default: false },
    port: { type: 'string', default: '18320' },
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  },
});
const [pagePath, ...sides] = positionals;
if (!pagePath?.startsWith('/') || sides.length !== 2)
  throw new Error(
    'usage: npm run lighthouse:ab -- /page <url or host dist folder> <url or host dist folder> [--runs N]',
  );
const runs = Number(values.runs);

/** A side: the portal at a URL, or a demo portal started here serving that host build. */
async function open(side, port) {
  if (/^https?:\/\//.test(side)) return { label: side, url: side.replace(/\/$/, ''), stop: async () => {} };
  const hostDist = path.resolve(side);
  if (!existsSync(path.join(hostDist, 'index.html'))) throw new Error(`${hostDist} holds no host build (index.html)`);
  const portal = await startBenchPortal({ port, hostDist });
  return { label: side, ...portal };
}

const { default: lighthouse } = await import('lighthouse');
const portals = [];
try {
  for (const [index, side] of sides.entries()) portals.push(await open(side, Number(values.port) + index));
  for (const portal of portals) {
    const session = await demoSession(portal.url, 'user@portal.local', 'Portal#2026');
    portal.session = session;
    portal.path = pagePath.replace('{tracking}', session.trackingNumber);
    portal.results = [];
  }
  for (let run = 0; run < runs; run += 1) {
    for (const [index, portal] of (run % 2 ? [...portals].reverse() : portals).entries()) {
      // A fresh browser each run: Lighthouse clears the cache, not what an earlier page left running.
      const chromium = await startChromium(values.chrome);
      try {
        if (!values.public) await storeTokens(chromium.port, portal.url, portal.session.tokens);
        const result = await auditRetried(lighthouse, `${portal.url}${portal.path}`, chromium.port);
        portal.results.push(result);
        const side = portals.indexOf(portal) === 0 ? 'A' : 'B';
        console.log(
          `run ${run + 1}.${index + 1} ${side}: score ${result.performance}, FCP ${Math.round(result.fcpMs)} ms, ` +
            `LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms (CPU benchmark index ${Math.round(result.benchmarkIndex)})`,
        );
      } finally {
        await chromium.stop();
      }
    }
  }
  const figures = [
    ['score', 'performance', ''],
    ['FCP', 'fcpMs', ' ms'],
    ['LCP', 'lcpMs', ' ms'],
    ['TBT', 'tbtMs', ' ms'],
  ];
  const medians = portals.map((portal) =>
    figures.map(([, key]) => median(portal.results.map((result) => result[key]))),
  );
  console.log(`\n${pagePath}, median of ${runs} runs each`);
  portals.forEach((portal, index) =>
    console.log(
      `  ${index ? 'B' : 'A'} ${portal.label}: ${figures.map(([name, , unit], i) => `${name} ${Math.round(medians[index][i])}${unit}`).join(', ')}`,
    ),
  );
  const signed = (value) => `${value >= 0 ? '+' : ''}${value}`;
  const differences = figures.map(
    ([name, , unit], i) => `${name} ${signed(Math.round(medians[1][i] - medians[0][i]))}${unit}`,
  );
  console.log(`  B − A: ${differences.join(', ')}`);
} finally {
  for (const portal of portals) await portal.stop();
}
