/**
 * `npm run lint:api`: lints the OpenAPI document the API serves (built in-process, written to a temp
 * file) with Spectral and api/.spectral.yaml (spectral:oas and the OWASP API Security ruleset, with
 * its waivers), and with Redocly's `recommended` ruleset, which client generators follow. Prints each
 * error, the count of each rule's findings and the totals; exits 1 on any error. `--verbose` prints
 * the warnings too.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openApiDocument } from '../src/openapi/generate-client';
import { apiRoot } from '../src/paths';

interface Finding {
  code: string;
  severity: number;
  message: string;
  path: string[];
}

const SEVERITIES = ['error', 'warning', 'information', 'hint'];

async function lint(file: string): Promise<Finding[]> {
  await writeFile(file, JSON.stringify(await openApiDocument(), null, 2));
  const spectral = path.join(apiRoot, 'node_modules', '.bin', 'spectral');
  const ruleset = path.join(apiRoot, '.spectral.yaml');
  const result = spawnSync(spectral, ['lint', file, '--ruleset', ruleset, '--format', 'json', '--quiet'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // Spectral exits 1 when it found errors, 2 when it could not run (a bad ruleset, say).
  if (result.status !== 0 && result.status !== 1) throw new Error(`spectral failed: ${result.stderr || result.stdout}`);
  return JSON.parse(result.stdout || '[]') as Finding[];
}

/** Redocly's `recommended` rules (@redocly/openapi-core is an ES module: imported, not required). */
async function lintWithRedocly(file: string): Promise<Finding[]> {
  const { lintFromString, createConfig } = await import('@redocly/openapi-core');
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: await readFile(file, 'utf8'), absoluteRef: file, config });
  return problems.map((problem) => ({
    code: `redocly:${problem.ruleId}`,
    severity: problem.severity === 'error' ? 0 : 1,
    message: problem.message,
    path: [problem.location[0]?.pointer ?? ''],
  }));
}

async function main() {
  const started = Date.now();
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-openapi-'));
  let findings: Finding[];
  try {
    const file = path.join(dir, 'openapi.json');
    findings = await lint(file);
    findings.push(...(await lintWithRedocly(file)));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const verbose = process.argv.includes('--verbose');
  const counts = new Map<string, number>();
  for (const { code, severity, message, path: where } of findings) {
    const rule = `${SEVERITIES[severity]} ${code}`;
    counts.set(rule, (counts.get(rule) ?? 0) + 1);
    if (severity === 0 || verbose) console.log(`${rule} ${where.join('.')}: ${message}`);
  }
  for (const [rule, count] of [...counts].sort((a, b) => b[1] - a[1]))
    console.log(`${String(count).padStart(6)}  ${rule}`);
  const errors = findings.filter((finding) => finding.severity === 0).length;
  const warnings = findings.filter((finding) => finding.severity === 1).length;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`OpenAPI lint: ${errors} errors, ${warnings} warnings (${seconds} s)`);
  process.exit(errors > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
