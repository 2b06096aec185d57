module.exports = require('../tooling/jest.base.cjs')({ dir: __dirname, setupFiles: ['@portal/shared/testing/setup'] });
