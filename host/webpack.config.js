// The host: layout, auth pages, guard; loads the remotes listed in remotes.json at run time.
const { createHostConfig } = require('@portal/webpack-config');

module.exports = createHostConfig({ dir: __dirname });
