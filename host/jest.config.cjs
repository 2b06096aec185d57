module.exports = {
  ...require('../tooling/jest.base.cjs')({
    dir: __dirname,
    setupFiles: ['@portal/shared/testing/setup', '<rootDir>/src/testing/setup-host.ts'],
  }),
  // Whole-page tests type into Chakra forms; on two busy cores they need more than 5 s.
  testTimeout: 30_000,
};
