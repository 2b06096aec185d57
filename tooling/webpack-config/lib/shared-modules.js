// The Module Federation `shared` map every app uses: one copy of each of these runs in the browser.
// react-i18next is absent too: apps take useTranslation from @portal/shared, whose one copy of it is
// tree-shaken with the rest of that entry. Chakra, emotion and the router are deliberately absent: they live behind @portal/shared/ui and
// @portal/shared/router, which re-export only what the portal uses (docs/architecture.md#bundle-size: sharing Chakra
// directly ships all 311 KB gzip of it).
const fs = require('node:fs');
const path = require('node:path');

/** Libraries with module-level state (React, stores, i18n, form context): singletons. */
const SINGLETON_LIBRARIES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  'i18next',
  // Formik keeps its form in React context: the host's FormField (from @portal/shared/ui) and a
  // remote's <Formik> must see the same context object.
  'formik',
];

/**
 * Stateless libraries several apps use: shared so the browser downloads them once, but each remote
 * keeps its own fallback (a host that stops using one must not break the remotes).
 */
const DEDUPLICATED_LIBRARIES = ['yup'];

/** Entries of @portal/shared that never run in the browser as shared code (tests, types). */
const NOT_SHARED_ENTRIES = /^\.\/(testing|api-types|package\.json)(\/|$)/;

/**
 * The runtime entries of our own singleton package, read from its exports map ('.', './ui',
 * './router', './domain', and any entry a later minor adds, e.g. a split of './ui'), so a new entry
 * is shared without touching this file.
 */
function portalSharedEntries(sharedPackageJson) {
  return Object.keys(sharedPackageJson.exports || { '.': null })
    .filter((key) => !NOT_SHARED_ENTRIES.test(key))
    .map((key) => (key === '.' ? '@portal/shared' : `@portal/shared/${key.slice(2)}`));
}

/** Finds the package.json of `name` as seen from `paths`, without relying on its exports map. */
function packageJsonOf(name, paths) {
  const packageName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  let dir = path.dirname(require.resolve(packageName, { paths }));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const json = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (json.name === packageName) return { dir, json };
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json of ${packageName} not found from ${paths.join(', ')}`);
    dir = parent;
  }
}

/** Where @portal/shared lives (its dependencies are the ones the apps run with). */
function portalSharedDir(appDir) {
  return path.dirname(require.resolve('@portal/shared/package.json', { paths: [appDir] }));
}

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {boolean} [options.consumeOnly] true for a federated remote: it never bundles its own copy,
 *   the host provides the one that runs (docs/architecture.md#the-federation-contract), so remote builds stay small and
 * fast.
 */
function sharedModules({ dir, consumeOnly = false }) {
  const sharedDir = portalSharedDir(dir);
  const lookup = [dir, sharedDir];
  const shared = {};
  for (const name of SINGLETON_LIBRARIES) {
    const { json } = packageJsonOf(name, lookup);
    shared[name] = {
      singleton: true,
      version: json.version,
      requiredVersion: `^${json.version}`,
      ...(consumeOnly ? { import: false } : {}),
    };
  }
  for (const name of DEDUPLICATED_LIBRARIES) {
    const { json } = packageJsonOf(name, lookup);
    shared[name] = { version: json.version, requiredVersion: `^${json.version.split('.')[0]}.0.0` };
  }
  const portalShared = JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
  // workspace:* is not semver: the entries get the package's own version explicitly.
  for (const name of portalSharedEntries(portalShared)) {
    shared[name] = {
      singleton: true,
      version: portalShared.version,
      requiredVersion: `^${portalShared.version}`,
      // The provider gives the entry's file path: webpack provides a package *name* only when the
      // providing build itself imports it, and the host need not import every entry a remote uses
      // (/ui/table, /ui/tabs...). A path is always provided (in its own lazily loaded chunk).
      import: consumeOnly ? false : require.resolve(name, { paths: [dir] }),
    };
  }
  return shared;
}

module.exports = {
  sharedModules,
  packageJsonOf,
  portalSharedDir,
  portalSharedEntries,
  SINGLETON_LIBRARIES,
  DEDUPLICATED_LIBRARIES,
};
