const base = require('../tooling/jest.base.cjs')({ dir: __dirname, environment: 'node' });

// Packages that ship only ES modules, or use dynamic import() inside CommonJS (PGlite), which jest's
// module system cannot run: @swc/jest compiles them to plain CommonJS like our own sources.
const COMPILED_DEPENDENCIES = ['jose', 'cookie', '@electric-sql/pglite', '@electric-sql\\+pglite'];
const dependencyPattern = COMPILED_DEPENDENCIES.join('|');
const swcForDependencies = [
  require.resolve('@swc/jest', { paths: [__dirname] }),
  { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];

module.exports = {
  ...base,
  transform: { ...base.transform, '^.+\\.(c|m)?js$': swcForDependencies },
  transformIgnorePatterns: [
    `/node_modules/(?!\\.pnpm|(${dependencyPattern})/)`,
    `/node_modules/\\.pnpm/(?!(${dependencyPattern})@)`,
  ],
  // *.postgres.test.ts files need a PostgreSQL server (several API processes on one database): without
  // DATABASE_URL they are not collected at all, rather than counted as skipped or passed on PGlite.
  testPathIgnorePatterns: [
    ...base.testPathIgnorePatterns,
    ...(process.env.DATABASE_URL ? [] : ['\\.postgres\\.test\\.ts$']),
  ],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  testTimeout: 60_000,
  maxWorkers: 2,
};
