const { createRemoteConfig } = require('@portal/webpack-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'remote_shipments',
  port: 3001,
  exposes: { './register': './src/register.tsx' },
});
