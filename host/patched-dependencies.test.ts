/** @jest-environment node */
// Two dependencies are patched (patches/, docs/decisions.md) only so that webpack leaves out code the
// portal never runs, on the way to every signed-in first page: the federation runtime's snapshot
// handler (1.3 KB brotli) and preloadRemote's asset preloading (1.2 KB), and CASL's MongoDB-style
// condition matcher (3.9 KB). An upgrade that
// loses a patch fails here rather than adding those bytes unnoticed.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

// @portal/shared's folder: CASL is its dependency.
const SHARED_DIR = path.dirname(require.resolve('@portal/shared/package.json'));

// One of the hooks only the snapshot handler declares (a string, so it survives minification).
const SNAPSHOT_HANDLER_MARK = 'beforeLoadRemoteSnapshot';
// The link relation only the runtime's asset preloading (utils/preload, for preloadRemote) writes.
const PRELOAD_MARK = 'modulepreload';

function bundle(entrySource: string, defines: ConstructorParameters<typeof webpack.DefinePlugin>[0]): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'patched-dependencies-'));
  const entry = path.join(dir, 'entry.js');
  writeFileSync(entry, entrySource);
  const compiler = webpack({
    // As the host's production build: tree shaking and minification decide what stays.
    mode: 'production',
    context: __dirname,
    entry,
    output: { path: dir, filename: 'out.js', chunkFilename: '[id].out.js' },
    // The host's dependencies and @portal/shared's (CASL).
    resolve: {
      modules: [path.join(__dirname, 'node_modules'), path.join(SHARED_DIR, 'node_modules'), 'node_modules'],
    },
    plugins: [new webpack.DefinePlugin(defines)],
    infrastructureLogging: { level: 'error' },
  });
  return new Promise<string>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      try {
        if (error) throw error;
        if (stats?.hasErrors()) throw new Error(stats.toString('errors-only'));
        // The entry and the chunks its import() made, as one text.
        const files = readdirSync(dir).filter((file) => file.endsWith('.js') && file !== 'entry.js');
        resolve(files.map((file) => readFileSync(path.join(dir, file), 'utf8')).join('\n'));
      } catch (thrown) {
        reject(thrown as Error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

// The runtime and the bundler runtime (whose init takes the runtime's helpers), as the host's federation chunk has them.
const HOST_LIKE = `
import { createInstance } from '@module-federation/runtime';
import bundlerRuntime from '@module-federation/webpack-bundler-runtime';
window.instance = createInstance({ name: 'host', remotes: [], shared: {} });
window.bundlerRuntime = bundlerRuntime;
`;

describe('patched dependencies, bundled as the host builds them', () => {
  it('leaves out the snapshot handler and preloadRemote’s preloading when the snapshot plugin is off, as the host builds it', async () => {
    const withFlag = await bundle(HOST_LIKE, {
      ENV_TARGET: JSON.stringify('web'),
      FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
    });
    expect(withFlag).toContain('createInstance');
    expect(withFlag).not.toContain(SNAPSHOT_HANDLER_MARK);
    expect(withFlag).not.toContain(PRELOAD_MARK);
    // The marks are the cut code's: without the flag the same entry carries them.
    const withoutFlag = await bundle(HOST_LIKE, { ENV_TARGET: JSON.stringify('web') });
    expect(withoutFlag).toContain(SNAPSHOT_HANDLER_MARK);
    expect(withoutFlag).toContain(PRELOAD_MARK);
  }, 60_000);

  it('leaves out CASL’s condition matcher (@ucast) when only the plain Ability is used', async () => {
    const bundled = await bundle(
      `import('@casl/ability').then(({ Ability, AbilityBuilder }) => { window.casl = { Ability, AbilityBuilder }; });`,
      {},
    );
    // CASL itself is there: 'manage' is its action that stands for any other.
    expect(bundled).toContain('"manage"');
    // $elemMatch is one of the operators only the condition matcher knows.
    expect(bundled).not.toContain('elemMatch');
    const withMatcher = await bundle(
      `import('@casl/ability').then(({ createMongoAbility }) => { window.create = createMongoAbility; });`,
      {},
    );
    expect(withMatcher).toContain('elemMatch');
  }, 60_000);
});
