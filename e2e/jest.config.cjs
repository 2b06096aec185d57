// Browser suite: Chromium (playwright-core) against the production builds served by the real API.
const base = require('../tooling/jest.base.cjs')({ dir: __dirname, environment: '<rootDir>/support/environment.cjs' });

module.exports = {
  ...base,
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  // One browser and one API: files run one after the other.
  maxWorkers: 1,
  testTimeout: 60_000,
};
