// A remote's nav as data (docs/architecture.md#navigation-is-data): its build publishes nav.json beside
// remoteEntry.js, written from src/nav.json (the items its ./register module declares too) with each
// title in every language taken from its locale files, so the host draws the nav and checks the
// remote's requiresShared without running any of the remote's code.
const fs = require('node:fs');
const path = require('node:path');
const { readPortalApps, remoteOf } = require('./portal-apps');

const NAV_FILE = 'nav.json';
const LANGUAGES = ['en', 'ar'];

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The files nav.json is written from (build dependencies). */
function navSources(dir) {
  return [
    path.join(dir, 'src/nav.json'),
    ...LANGUAGES.map((language) => path.join(dir, `src/locales/${language}.json`)),
  ];
}

function lookup(bundle, key) {
  return key.split('.').reduce((node, part) => (node && typeof node === 'object' ? node[part] : undefined), bundle);
}

/**
 * The nav.json of the remote whose folder is `dir`:
 *   { name, requiresShared, items: [{ key, path, subject, group, order, icon, titles: { en, ar } }] }
 * Throws naming the item whose title is missing in a language.
 */
function navFileOf(dir, apps = readPortalApps()) {
  const { name } = remoteOf(dir, apps);
  const [source, ...bundles] = navSources(dir).map(readJson);
  const items = source.items.map((item) => {
    const key = item.titleKey.includes(':') ? item.titleKey.slice(item.titleKey.indexOf(':') + 1) : item.titleKey;
    const titles = {};
    LANGUAGES.forEach((language, index) => {
      const title = lookup(bundles[index], key);
      if (typeof title !== 'string' || title === '')
        throw new Error(`${name}: nav item '${item.key}' has no ${language} title (${item.titleKey})`);
      titles[language] = title;
    });
    const { titleKey: _titleKey, ...rest } = item;
    return { ...rest, titles };
  });
  return { name, requiresShared: source.requiresShared, items };
}

/** Emits nav.json into a remote's federated build. */
class NavFilePlugin {
  constructor({ dir }) {
    this.dir = dir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('NavFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'NavFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.addAll(navSources(this.dir));
          try {
            compilation.emitAsset(NAV_FILE, new sources.RawSource(`${JSON.stringify(navFileOf(this.dir))}\n`));
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(`nav.json: ${error.message}`));
          }
        },
      );
    });
  }
}

module.exports = { NAV_FILE, NavFilePlugin, navFileOf };
