// Writes the CSP sources ('sha256-…') of index.html's inline scripts, hashed from the page as it is
// finally written (html-webpack-plugin minifies its inline JS late), so the servers allow exactly
// those scripts and no other inline one.
const { createHash } = require('node:crypto');

class CspHashesPlugin {
  /** @param {{ file: string }} options the file written beside index.html */
  constructor({ file }) {
    this.file = file;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CspHashesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the real content hashes are written into the file names index.html refers to.
        { name: 'CspHashesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const html = compilation.getAsset('index.html')?.source.source().toString() ?? '';
          const hashes = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
            .filter((match) => match[1].length > 0)
            .map((match) => `'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
          compilation.emitAsset(this.file, new sources.RawSource(`${hashes.join(' ')}\n`));
        },
      );
    });
  }
}

module.exports = { CspHashesPlugin };
