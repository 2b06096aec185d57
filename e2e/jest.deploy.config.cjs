// Deployment files (docker-compose.yml, nginx templates, entrypoints): no browser, no build needed.
const base = require('../tooling/jest.base.cjs')({ dir: __dirname, environment: 'node' });

module.exports = { ...base, testMatch: ['<rootDir>/deploy/**/*.test.ts'], testTimeout: 30_000 };
