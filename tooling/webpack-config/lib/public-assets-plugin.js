// Emits every file of an app's public/ folder next to its build (remotes.json, favicon, …).
// `replace` swaps one of them for another file, e.g. the host's dev remotes.json in development.
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
  constructor({ from, replace = {} }) {
    this.from = from;
    this.replace = replace;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const names = new Set([...listFiles(this.from), ...Object.keys(this.replace)]);
          for (const name of names) {
            const file = this.replace[name] ?? path.join(this.from, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name.split(path.sep).join('/'), new RawSource(fs.readFileSync(file)));
          }
          compilation.contextDependencies.add(this.from);
        },
      );
    });
  }
}

module.exports = { PublicAssetsPlugin };
