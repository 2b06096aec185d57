// Emits every file of an app's public/ folder next to its build (favicon, …), and `generated` files
// made at build time from `sources` (the host's remotes.json from portal.apps.json).
const fs = require('node:fs');
const path = require('node:path');

function listFiles(root, dir = root) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(root, full) : [path.relative(root, full)];
  });
}

class PublicAssetsPlugin {
  /**
   * @param {{ from: string, generated?: Record<string, () => string>, sources?: string[] }} options
   *   generated: file name → its content; sources: the files they are made from (watched).
   */
  constructor({ from, generated = {}, sources = [] }) {
    this.from = from;
    this.generated = generated;
    this.sources = sources;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const name of listFiles(this.from)) {
            const file = path.join(this.from, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name.split(path.sep).join('/'), new RawSource(fs.readFileSync(file)));
          }
          for (const [name, content] of Object.entries(this.generated)) {
            compilation.emitAsset(name, new RawSource(content()));
          }
          for (const source of this.sources) compilation.fileDependencies.add(source);
          compilation.contextDependencies.add(this.from);
        },
      );
    });
  }
}

module.exports = { PublicAssetsPlugin };
