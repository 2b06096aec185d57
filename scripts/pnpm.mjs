#!/usr/bin/env node
// Runs the pinned pnpm: a global one when its version matches, else through npx (a fresh machine has only Node and npm).
import { spawnSync } from 'node:child_process';
import { pnpmCommand } from './lib/pnpm-command.mjs';

const [cmd, baseArgs] = pnpmCommand();
const result = spawnSync(cmd, [...baseArgs, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
