/** @jest-environment node */
// The federation runtime as the host's build bundles it: without its snapshot handler, which reads
// manifests the portal never names (remotes.json gives each remote's remoteEntry.js). The runtime
// only drops it through the patch in patches/ (see docs/decisions.md), so an upgrade that loses the
// patch fails here rather than adding 1.3 KB to every signed-in first page unnoticed.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

// One of the hooks only the snapshot handler declares (a string, so it survives minification).
const SNAPSHOT_HANDLER_MARK = 'beforeLoadRemoteSnapshot';

function bundle(entrySource: string, defines: Record<string, unknown>): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'federation-runtime-'));
  const entry = path.join(dir, 'entry.js');
  writeFileSync(entry, entrySource);
  const compiler = webpack({
    mode: 'production',
    context: __dirname,
    entry,
    output: { path: dir, filename: 'out.js' },
    resolve: { modules: [path.join(__dirname, '../../node_modules'), 'node_modules'] },
    plugins: [new webpack.DefinePlugin(defines)],
    infrastructureLogging: { level: 'error' },
  });
  return new Promise<string>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      try {
        if (error) throw error;
        if (stats?.hasErrors()) throw new Error(stats.toString('errors-only'));
        resolve(readFileSync(path.join(dir, 'out.js'), 'utf8'));
      } catch (thrown) {
        reject(thrown as Error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

const HOST_LIKE = `
import { createInstance } from '@module-federation/runtime';
window.instance = createInstance({ name: 'host', remotes: [], shared: {} });
`;

describe('the federation runtime in the host’s build', () => {
  it('leaves out the snapshot handler when the snapshot plugin is off, as the host builds it', async () => {
    const withFlag = await bundle(HOST_LIKE, {
      ENV_TARGET: JSON.stringify('web'),
      FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
    });
    expect(withFlag).toContain('createInstance');
    expect(withFlag).not.toContain(SNAPSHOT_HANDLER_MARK);
    // The mark is the handler's: without the flag the same entry carries it.
    const withoutFlag = await bundle(HOST_LIKE, { ENV_TARGET: JSON.stringify('web') });
    expect(withoutFlag).toContain(SNAPSHOT_HANDLER_MARK);
  }, 60_000);
});
