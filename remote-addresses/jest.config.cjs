module.exports = require('../tooling/jest.base.cjs')({ dir: __dirname, setupFiles: ['<rootDir>/jest.setup.ts'] });
