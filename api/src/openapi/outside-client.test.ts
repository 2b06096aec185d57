import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type StartedTestApp } from '../../test/support/test-app';
import { apiRoot } from '../paths';

/**
 * An outside developer's client, built from the served document alone: openapi-typescript's CLI with
 * Redocly's `recommended` rules on (it refuses a document they reject), then the sample integration in
 * test/outside-client type-checked against the types it wrote.
 */
let app: StartedTestApp;
const sampleDir = path.join(apiRoot, 'test', 'outside-client');

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(() => app?.closeWithDatabase());

const bin = (name: string) => path.join(apiRoot, 'node_modules', '.bin', name);

it('generates a typed client with openapi-typescript under Redocly’s recommended rules, and a booking flow type-checks against it', async () => {
  const served = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(served.statusCode).toBe(200);
  const work = await mkdtemp(path.join(tmpdir(), 'portal-outside-client-'));
  try {
    await writeFile(path.join(work, 'openapi.json'), served.body);
    await writeFile(path.join(work, 'redocly.yaml'), 'extends:\n  - recommended\n');
    await mkdir(path.join(sampleDir, 'generated'), { recursive: true });
    const output = path.join(sampleDir, 'generated', 'api.ts');
    const generated = spawnSync(
      bin('openapi-typescript'),
      ['openapi.json', '--redocly', 'redocly.yaml', '--output', output],
      { cwd: work, encoding: 'utf8' },
    );
    expect({ exitCode: generated.status, errors: generated.stderr.match(/error.*/gi) ?? [] }).toEqual({
      exitCode: 0,
      errors: [],
    });
    const checked = spawnSync(bin('tsc'), ['-p', path.join(sampleDir, 'tsconfig.json')], { encoding: 'utf8' });
    expect({ exitCode: checked.status, output: checked.stdout.trim() }).toEqual({ exitCode: 0, output: '' });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
});
