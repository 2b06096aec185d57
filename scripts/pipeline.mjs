#!/usr/bin/env node
// A team's pipeline: tests and builds only the apps a git range changed (everything when
// @portal/shared, tooling or the root configs changed), each alone through its own package:
//   node scripts/pipeline.mjs --range origin/main..HEAD        (or: npm run pipeline -- --range …)
//   --dry-run   print what would run
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { root, runPnpm } from './lib/pnpm-command.mjs';

const { changedApps } = createRequire(import.meta.url)('./lib/changed-apps.cjs');
const { values } = parseArgs({ options: { range: { type: 'string' }, 'dry-run': { type: 'boolean' } } });
if (!values.range) throw new Error('Give a git range: --range origin/main..HEAD');

const diff = spawnSync('git', ['diff', '--name-only', values.range], { cwd: root, encoding: 'utf8' });
if (diff.status !== 0) throw new Error(`git diff ${values.range} failed: ${diff.stderr.trim()}`);
const files = diff.stdout.split('\n').filter(Boolean);
const apps = changedApps(files);
console.log(`${files.length} files changed in ${values.range}: ${apps.map((app) => app.dir).join(', ') || 'no app'}`);

for (const app of apps) {
  for (const script of app.build ? ['test', 'build'] : ['test']) {
    console.log(`\n━━ ${app.dir}: ${script}`);
    if (values['dry-run']) continue;
    try {
      runPnpm(['--filter', app.package, script]);
    } catch (error) {
      console.error(`✖ ${app.dir} ${script}: ${error.message}`);
      process.exit(1);
    }
  }
}
