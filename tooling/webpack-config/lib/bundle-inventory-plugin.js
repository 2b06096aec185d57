// Records which packages each emitted JS file carries, so scripts/bench-bundles.mjs can tell how many
// copies of React, Chakra, the router or the federation runtime a browser downloaded.
// Written to <app>/node_modules/.cache/bundle-inventory.json (not deployed).
const fs = require('node:fs');
const path = require('node:path');

function packageOf(resource) {
  const index = resource.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (index < 0) return undefined;
  const parts = resource.slice(index + 14).split(path.sep);
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

function* leafModules(module) {
  if (module.modules) for (const inner of module.modules) yield* leafModules(inner);
  else yield module;
}

class BundleInventoryPlugin {
  constructor({ app, file }) {
    this.app = app;
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('BundleInventoryPlugin', (compilation) => {
      const files = {};
      for (const chunk of compilation.chunks) {
        const packages = {};
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          for (const leaf of leafModules(module)) {
            const resource =
              leaf.resource || (typeof leaf.nameForCondition === 'function' ? leaf.nameForCondition() : undefined);
            const name = resource ? packageOf(resource) : undefined;
            if (name) packages[name] = (packages[name] || 0) + (typeof leaf.size === 'function' ? leaf.size() : 0);
          }
        }
        for (const file of chunk.files) if (file.endsWith('.js')) files[file] = packages;
      }
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, JSON.stringify({ app: this.app, builtAt: new Date().toISOString(), files }, null, 1));
    });
  }
}

module.exports = { BundleInventoryPlugin, packageOf };
