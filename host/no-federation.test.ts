/** @jest-environment node */
// The monolith build measures what federation costs; a build that carries the federation runtime
// anyway (host code importing it other than through load-remotes.ts) must fail, not read low.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NoFederationPlugin } from '@portal/webpack-config';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the tooling's own webpack
const webpack = require(
  require.resolve('webpack', { paths: [path.dirname(require.resolve('@portal/webpack-config'))] }),
);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'no-federation-'));
  const runtime = path.join(dir, 'node_modules/@module-federation/runtime');
  mkdirSync(runtime, { recursive: true });
  writeFileSync(
    path.join(runtime, 'package.json'),
    JSON.stringify({ name: '@module-federation/runtime', main: 'index.js' }),
  );
  writeFileSync(path.join(runtime, 'index.js'), 'export const createInstance = () => "the runtime";\n');
  writeFileSync(path.join(dir, 'app.js'), 'export const app = "the application";\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Builds `source` as the entry with the plugin; the build's errors. */
function buildErrors(source: string): Promise<string[]> {
  writeFileSync(path.join(dir, 'entry.js'), source);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: path.join(dir, 'entry.js'),
    output: { path: path.join(dir, 'out') },
    plugins: [new NoFederationPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error: Error | null, stats: { compilation: { errors: Error[] } }) => {
      if (error) return reject(error);
      compiler.close(() => resolve(stats.compilation.errors.map((each) => each.message)));
    }),
  );
}

describe('NoFederationPlugin', () => {
  it('lets a build without Module Federation’s packages through', async () => {
    expect(await buildErrors('import { app } from "./app.js"; console.log(app);')).toEqual([]);
  });

  it('fails a build that imports the federation runtime, naming its module', async () => {
    const errors = await buildErrors(
      'import { app } from "./app.js"; import("@module-federation/runtime").then((m) => console.log(app, m));',
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /monolith build holds 1 module\(s\) of Module Federation, e\.g\. .*@module-federation\/runtime\/index\.js/,
      ),
    ]);
  });
});
