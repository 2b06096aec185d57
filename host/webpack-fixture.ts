// Small builds with the tooling's own webpack, for the tests of the host build's plugins: a fresh
// folder per test and the errors of a run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Configuration } from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the tooling's own webpack
const webpack = require(
  require.resolve('webpack', { paths: [path.dirname(require.resolve('@portal/webpack-config'))] }),
);

/** A temporary folder made before each test and removed after it; `folder.path` is the current one. */
export function fixtureFolder(prefix: string): { path: string } {
  const folder = { path: '' };
  beforeEach(() => {
    folder.path = mkdtempSync(path.join(tmpdir(), prefix));
  });
  afterEach(() => rmSync(folder.path, { recursive: true, force: true }));
  return folder;
}

/** Runs one production build of `config`; resolves to its errors' messages. */
export function buildErrors(config: Configuration): Promise<string[]> {
  const compiler = webpack({ mode: 'production', ...config });
  return new Promise((resolve, reject) =>
    compiler.run((error: Error | null, stats: { compilation: { errors: Error[] } }) => {
      if (error) return reject(error);
      compiler.close(() => resolve(stats.compilation.errors.map((each) => each.message)));
    }),
  );
}
