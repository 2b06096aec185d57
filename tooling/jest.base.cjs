// One jest setup for every package: TypeScript and TSX through @swc/jest.
const path = require('node:path');

module.exports = function jestConfig({ dir, environment = 'jsdom', setupFiles = [] }) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest', { paths: [dir] }),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(css|png|svg|jpg|webp)$': path.join(__dirname, 'jest-file-stub.cjs'),
      // The browser build of csv-parse is ES modules only; jest runs CommonJS, so tests get its Node build.
      '^csv-parse/browser/esm/(.*)$': 'csv-parse/$1',
    },
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    setupFilesAfterEnv: setupFiles,
    // Component tests render Chakra in jsdom; on a busy 2-core CI machine 5 s is too tight.
    testTimeout: 20000,
  };
};
