const { createRemoteConfig } = require('@portal/webpack-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'remote_reports',
  port: 3004,
  exposes: { './register': './src/register.tsx' },
});
