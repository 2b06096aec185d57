const { createRemoteConfig } = require('@portal/webpack-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'remote_addresses',
  port: 3002,
  exposes: { './register': './src/register.tsx' },
});
