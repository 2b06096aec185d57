// The Module Federation `shared` map every app uses: one copy of each of these runs in the browser.
// Chakra, emotion and the router are deliberately absent: they live behind @portal/shared/ui and
// @portal/shared/router, which re-export only what the portal uses (stack-notes: sharing Chakra
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
  'react-i18next',
  // Formik keeps its form in React context: the host's FormField (from @portal/shared/ui) and a
  // remote's <Formik> must see the same context object.
  'formik',
];

/** The entries of our own singleton package (workspace:* is not semver: explicit versions). */
const PORTAL_SHARED_ENTRIES = ['@portal/shared', '@portal/shared/ui', '@portal/shared/router', '@portal/shared/domain'];

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
 *   the host provides the one that runs (design.md §2), so remote builds stay small and fast.
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
  const portalShared = JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
  for (const name of PORTAL_SHARED_ENTRIES) {
    shared[name] = {
      singleton: true,
      version: portalShared.version,
      requiredVersion: `^${portalShared.version}`,
      ...(consumeOnly ? { import: false } : {}),
    };
  }
  return shared;
}

module.exports = { sharedModules, packageJsonOf, portalSharedDir, SINGLETON_LIBRARIES, PORTAL_SHARED_ENTRIES };
