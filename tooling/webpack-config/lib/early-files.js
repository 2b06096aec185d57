// The host's files a page needs after its entry, by URL, for index.html's boot script to preload
// while the entry still downloads (host/boot-shell.js): otherwise each is asked for only once the
// code that imports it has run, one round trip after another on a phone.
const path = require('node:path');
const fs = require('node:fs');
const { portalSharedDir, sharedModules } = require('./shared-modules');

/**
 * Chunks named in the host's imports (webpackChunkName) that the boot script preloads: the
 * federation runtime (any remote's page), the signed-in layout and CASL (anyone signed in), and the
 * strings of each language.
 */
const NAMED = {
  federation: ['federation'],
  signedIn: ['signed-in'],
  en: ['host-locale-en'],
  ar: ['host-locale-ar', 'common-ar'],
};

/** The scripts of a chunk group, as URLs under the public path. */
function scriptsOf(group, publicPath) {
  return group.chunks
    .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
    .map((file) => publicPath + file);
}

/**
 * `{ sharedVersion, federation, signedIn, locales: { en, ar }, shared: { [share key]: urls } }` from
 * a host compilation: `shared` holds the files each provided module loads (lib/shared-providers.js
 * imports them), so a remote page's nav file can name share keys and the boot script preload their
 * files; `sharedVersion` is the @portal/shared it runs, which a nav file's `requiresShared` is read
 * against. Throws when a named chunk is missing: a renamed import would otherwise go unnoticed.
 * @param {import('webpack').Compilation} compilation
 * @param {string} dir the host's folder
 */
function earlyFiles(compilation, dir) {
  const publicPath =
    compilation.outputOptions.publicPath === 'auto' ? '/' : String(compilation.outputOptions.publicPath);
  const named = (name) => {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`early-files: no chunk named "${name}" in the host's build`);
    return scriptsOf(group, publicPath);
  };
  const byRequest = new Map();
  for (const group of compilation.chunkGroups)
    for (const origin of group.origins)
      if (origin.request && path.basename(origin.module?.resource ?? '') === 'shared-providers.js')
        byRequest.set(origin.request, scriptsOf(group, publicPath));
  const shared = {};
  for (const [key, options] of Object.entries(sharedModules({ dir }))) {
    const files = byRequest.get(typeof options.import === 'string' ? options.import : key);
    if (files?.length) shared[key] = files;
  }
  const sharedPackage = JSON.parse(fs.readFileSync(path.join(portalSharedDir(dir), 'package.json'), 'utf8'));
  return {
    sharedVersion: sharedPackage.version,
    federation: NAMED.federation.flatMap(named),
    signedIn: NAMED.signedIn.flatMap(named),
    locales: { en: NAMED.en.flatMap(named), ar: NAMED.ar.flatMap(named) },
    shared,
  };
}

module.exports = { earlyFiles };
