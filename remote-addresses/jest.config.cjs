// Forms typed key by key in jsdom are slow on a busy 2-core machine: allow more than jest's 5 s.
module.exports = {
  ...require('../tooling/jest.base.cjs')({ dir: __dirname, setupFiles: ['@portal/shared/testing/setup'] }),
  testTimeout: 20_000,
};
