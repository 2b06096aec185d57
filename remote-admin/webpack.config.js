const { createRemoteConfig } = require('@portal/webpack-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'remote_admin',
  port: 3005,
  exposes: { './register': './src/register.tsx' },
});
