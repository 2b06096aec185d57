// The host: layout, auth pages, guard; loads the remotes listed in remotes.json at run time.
const { createHostConfig } = require('@portal/webpack-config');
const bootShell = require('./boot-shell');

module.exports = createHostConfig({
  dir: __dirname,
  bootShell: { ...bootShell, file: require.resolve('./boot-shell') },
});
