/** @jest-environment node */
// The monolith build measures what federation costs; a build that carries the federation runtime
// anyway (host code importing it other than through load-remotes.ts) must fail, not read low.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NoFederationPlugin } from '@portal/webpack-config';
import { buildErrors, fixtureFolder } from './webpack-fixture';

const folder = fixtureFolder('no-federation-');
beforeEach(() => {
  const runtime = path.join(folder.path, 'node_modules/@module-federation/runtime');
  mkdirSync(runtime, { recursive: true });
  writeFileSync(
    path.join(runtime, 'package.json'),
    JSON.stringify({ name: '@module-federation/runtime', main: 'index.js' }),
  );
  writeFileSync(path.join(runtime, 'index.js'), 'export const createInstance = () => "the runtime";\n');
  writeFileSync(path.join(folder.path, 'app.js'), 'export const app = "the application";\n');
});

/** Builds `source` as the entry with the plugin; the build's errors. */
function entryErrors(source: string): Promise<string[]> {
  const dir = folder.path;
  writeFileSync(path.join(dir, 'entry.js'), source);
  return buildErrors({
    context: dir,
    entry: path.join(dir, 'entry.js'),
    output: { path: path.join(dir, 'out') },
    plugins: [new NoFederationPlugin()],
  });
}

describe('NoFederationPlugin', () => {
  it('lets a build without Module Federation’s packages through', async () => {
    expect(await entryErrors('import { app } from "./app.js"; console.log(app);')).toEqual([]);
  });

  it('fails a build that imports the federation runtime, naming its module', async () => {
    const errors = await entryErrors(
      'import { app } from "./app.js"; import("@module-federation/runtime").then((m) => console.log(app, m));',
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /monolith build holds 1 module\(s\) of Module Federation, e\.g\. .*@module-federation\/runtime\/index\.js/,
      ),
    ]);
  });
});
