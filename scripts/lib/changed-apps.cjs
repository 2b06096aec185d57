// Which packages a change touches, for a team's pipeline (scripts/pipeline.mjs): a remote's own
// folder → that remote; the host's → the host; the API's → the API; what every app is built from
// (@portal/shared, tooling, the lockfile, root configs, portal.apps.json) → everything. Docs, the
// browser suite and the deployment files need no app test or build of their own.
const { readPortalApps } = require('../../tooling/webpack-config/lib/portal-apps');

const EVERYTHING = [
  /^shared\//,
  /^tooling\//,
  /^package\.json$/,
  /^pnpm-lock\.yaml$/,
  /^pnpm-workspace\.yaml$/,
  /^tsconfig\.base\.json$/,
  /^portal\.apps\.json$/,
  /^eslint\.config\.mjs$/,
];

/**
 * @param {string[]} files paths relative to the repository root, as `git diff --name-only` prints them
 * @returns {{ dir: string, package: string, build: boolean }[]} in the order npm test runs them
 */
function changedApps(files, apps = readPortalApps()) {
  const all = [
    ...[apps.host, ...apps.remotes].map((app) => ({ dir: app.dir, package: app.package, build: true })),
    { dir: 'api', package: '@portal/api', build: false },
  ];
  if (files.some((file) => EVERYTHING.some((pattern) => pattern.test(file)))) return all;
  return all.filter((app) => files.some((file) => file.startsWith(`${app.dir}/`)));
}

module.exports = { changedApps };
