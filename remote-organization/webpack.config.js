const { createRemoteConfig } = require('@portal/webpack-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'remote_organization',
  port: 3003,
  exposes: { './register': './src/register.tsx' },
});
