// The portal's apps as portal.apps.json (repository root) lists them: the one place that names the
// host and the five remotes. Builds, lint, the API's demo serving, the scripts and the tests read it;
// the files that must stay static (docker-compose.yml, the nginx gateway) are checked against it by
// e2e/deploy/apps-manifest.test.ts.
const fs = require('node:fs');
const path = require('node:path');

const MANIFEST_FILE = path.resolve(__dirname, '../../../portal.apps.json');

/** @returns {import('./portal-apps').PortalApps} */
function readPortalApps(file = MANIFEST_FILE) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The manifest entry of the remote whose folder is `dir` (an absolute path or a folder name). */
function remoteOf(dir, apps = readPortalApps()) {
  const folder = path.basename(dir);
  const remote = apps.remotes.find((candidate) => candidate.dir === folder);
  if (!remote) throw new Error(`${folder} is not a remote of portal.apps.json`);
  return remote;
}

/**
 * The host's remotes.json: in production each remote at its path behind the one origin
 * (/remotes/<slug>/), in development at its own dev server.
 */
function remotesJson({ dev = false } = {}, apps = readPortalApps()) {
  return {
    remotes: apps.remotes.map((remote) => ({
      name: remote.name,
      entry: dev ? `http://localhost:${remote.devPort}/remoteEntry.js` : `/remotes/${remote.slug}/remoteEntry.js`,
      routes: remote.routes,
      publicRoutes: remote.publicRoutes,
    })),
  };
}

module.exports = { MANIFEST_FILE, readPortalApps, remoteOf, remotesJson };
