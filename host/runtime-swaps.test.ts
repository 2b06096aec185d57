/** @jest-environment node */
// The host's build swaps modules of the federation runtime for smaller ones; an upgrade that renames
// one, or a new path to it, must fail the build rather than ship the full module unnoticed.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RuntimeSwapsPlugin, type RuntimeSwap } from '@portal/webpack-config';
import { buildErrors, fixtureFolder } from './webpack-fixture';

const folder = fixtureFolder('runtime-swaps-');
beforeEach(() => {
  const dist = path.join(folder.path, 'node_modules/@module-federation/sdk/dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'logger.js'), 'export const logger = "the full logger";\n');
  writeFileSync(path.join(folder.path, 'small-logger.js'), 'export const logger = "the small logger";\n');
});

const loggerSwap = (request: RegExp): RuntimeSwap => ({
  name: "the sdk's logger",
  request,
  from: /[\\/]@module-federation[\\/]sdk[\\/]dist$/,
  to: () => path.join(folder.path, 'small-logger.js'),
});

/** Builds an sdk whose index imports its logger by `imports`, with `swap`; the errors and the bundle. */
async function build(imports: string[], swap: RuntimeSwap): Promise<{ errors: string[]; bundle: string }> {
  const dir = folder.path;
  const dist = path.join(dir, 'node_modules/@module-federation/sdk/dist');
  writeFileSync(
    path.join(dist, 'index.js'),
    imports.map((request, index) => `export { logger as l${index} } from '${request}';`).join('\n'),
  );
  const errors = await buildErrors({
    context: dir,
    entry: path.join(dist, 'index.js'),
    output: { path: path.join(dir, 'out'), library: { type: 'commonjs2' } },
    optimization: { minimize: false },
    plugins: [new RuntimeSwapsPlugin(dir, [swap])],
  });
  // A build with errors emits nothing.
  const bundle = existsSync(path.join(dir, 'out/main.js')) ? readFileSync(path.join(dir, 'out/main.js'), 'utf8') : '';
  return { errors, bundle };
}

describe('RuntimeSwapsPlugin', () => {
  it('builds the swapped module in place of the package’s own', async () => {
    const { errors, bundle } = await build(['./logger.js'], loggerSwap(/^\.\/logger\.js$/));
    expect(errors).toEqual([]);
    expect(bundle).toContain('the small logger');
    expect(bundle).not.toContain('the full logger');
  });

  it('fails the build when the swap matches no module (the package renamed it)', async () => {
    const { errors } = await build(['./logger.js'], loggerSwap(/^\.\/log\.js$/));
    expect(errors).toEqual(
      expect.arrayContaining([expect.stringContaining("swap of the sdk's logger matched no module")]),
    );
  });

  it('fails the build when the package reaches the module by another request too', async () => {
    const { errors } = await build(['./logger.js', '../dist/logger.js'], loggerSwap(/^\.\/logger\.js$/));
    expect(errors).toEqual([
      expect.stringMatching(/swap of the sdk's logger left .*sdk\/dist\/logger\.js in the build/),
    ]);
  });
});
