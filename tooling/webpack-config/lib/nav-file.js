// A remote's nav as data (docs/architecture.md#navigation-is-data): its build publishes nav.json beside
// remoteEntry.js, written from src/nav.json (the items its ./register module declares too) with each
// title in every language taken from its locale files, so the host draws the nav and checks the
// remote's requiresShared without running any of the remote's code.
const fs = require('node:fs');
const path = require('node:path');
const { readPortalApps, remoteOf } = require('./portal-apps');

const NAV_FILE = 'nav.json';
/** The chunk Module Federation makes of the exposed ./register module. */
const REGISTER_CHUNK = '__federation_expose_register';
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
 *   { name, requiresShared, items: [{ key, path, subject, group, order, icon, titles: { en, ar }, pageTitles? }],
 *     pageHeadings?: { [route pattern]: { en, ar } } }
 * Throws naming the item whose title is missing in a language.
 */
function navFileOf(dir, apps = readPortalApps()) {
  const { name } = remoteOf(dir, apps);
  const [source, ...bundles] = navSources(dir).map(readJson);
  const titlesOf = (item, titleKey) => {
    const key = titleKey.includes(':') ? titleKey.slice(titleKey.indexOf(':') + 1) : titleKey;
    const titles = {};
    LANGUAGES.forEach((language, index) => {
      const title = lookup(bundles[index], key);
      if (typeof title !== 'string' || title === '')
        throw new Error(`${name}: nav item '${item.key}' has no ${language} title (${titleKey})`);
      titles[language] = title;
    });
    return titles;
  };
  const items = source.items.map((item) => {
    const { titleKey, pageTitleKey, ...rest } = item;
    // pageTitleKey: the page's own heading where it differs from the nav's label ("Manage couriers"
    // in the nav, "Couriers" on the page); the host shows it while the page loads.
    return {
      ...rest,
      titles: titlesOf(item, titleKey),
      ...(pageTitleKey ? { pageTitles: titlesOf(item, pageTitleKey) } : {}),
    };
  });
  // pageHeadings: a public page that is no nav item's (the tracking page, opened from a link) by route
  // pattern: the host draws its heading (the title, then the path's last parameter) while it loads.
  const pageHeadings = Object.fromEntries(
    Object.entries(source.pageHeadings ?? {}).map(([route, titleKey]) => [route, titlesOf({ key: route }, titleKey)]),
  );
  return { name, requiresShared: source.requiresShared, items, ...(source.pageHeadings ? { pageHeadings } : {}) };
}

/** The scripts of a named chunk group (a lazy import's webpackChunkName), none when there is no such group. */
function groupFiles(compilation, name) {
  const group = compilation.namedChunkGroups.get(name);
  return group ? group.getFiles().filter((file) => file.endsWith('.js')) : [];
}

/**
 * The shared modules (share keys) a named chunk group consumes: the host provides them, lazily,
 * and can start loading its own copies while the remote's files download.
 */
function groupShared(compilation, name) {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) return [];
  const keys = new Set();
  for (const chunk of group.chunks)
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
      if (module.type === 'consume-shared-module') keys.add(module.options.shareKey);
  return [...keys].sort();
}

/**
 * What the host may download beside remoteEntry.js once nav.json's checks pass, so that the files a
 * page needs come in one round trip rather than one after another (nothing of it runs before the
 * entry's): the ./register module's scripts, its strings per language, the shared modules (the
 * host's) the register module and each page consume, and for each nav item the
 * scripts of its page and the page strings (and of the pages src/nav.json's `preloadPages` names, by
 * route path). Pages and strings are found by chunk name: register.tsx names them `<remote>-page-<nav
 * key or preloadPages name>`, `<remote>-strings-<language>` (the portal's remotes give their page
 * strings this name too: one file per language) and, for page strings in a file of their own,
 * `<remote>-page-strings-<language>`.
 */
function preloadOf(compilation, dir, items) {
  const registerGroup = compilation.namedChunkGroups.get(REGISTER_CHUNK);
  if (!registerGroup) throw new Error(`no ${REGISTER_CHUNK} chunk: does the remote expose ./register?`);
  // The register module itself travels in remoteEntry.js (an initial chunk, loaded anyway); what is
  // left are scripts of its own, if any.
  const register = registerGroup.chunks
    .filter((chunk) => !chunk.canBeInitial())
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => file.endsWith('.js'));
  const prefix = path.basename(dir).replace(/^remote-/, '');
  const perLanguage = (kind) =>
    Object.fromEntries(
      LANGUAGES.map((language) => [language, groupFiles(compilation, `${prefix}-${kind}-${language}`)]),
    );
  const pages = {};
  const shared = { register: groupShared(compilation, REGISTER_CHUNK), pages: {} };
  const addPage = (route, name) => {
    const files = groupFiles(compilation, `${prefix}-page-${name}`);
    if (files.length === 0) return false;
    pages[route] = files;
    shared.pages[route] = groupShared(compilation, `${prefix}-page-${name}`);
    return true;
  };
  for (const item of items) addPage(item.path, item.key);
  // Pages that are no nav item's (a public page people open from a link) are named in src/nav.json.
  const { preloadPages = {} } = readJson(path.join(dir, 'src/nav.json'));
  for (const [route, name] of Object.entries(preloadPages)) {
    if (!addPage(route, name)) throw new Error(`preloadPages: no chunk named ${prefix}-page-${name} for ${route}`);
  }
  return { register, strings: perLanguage('strings'), pageStrings: perLanguage('page-strings'), pages, shared };
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
            const nav = navFileOf(this.dir);
            const file = { ...nav, preload: preloadOf(compilation, this.dir, nav.items) };
            compilation.emitAsset(NAV_FILE, new sources.RawSource(`${JSON.stringify(file)}\n`));
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(`nav.json: ${error.message}`));
          }
        },
      );
    });
  }
}

module.exports = { NAV_FILE, NavFilePlugin, navFileOf, REGISTER_CHUNK };
