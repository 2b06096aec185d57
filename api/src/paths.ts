import path from 'node:path';

// The API runs as CommonJS (tsx and jest alike): @portal/shared is compiled as CommonJS by tsx, and
// Node's ESM loader cannot see the named exports of such a package.
/** Folders the API needs, found from this file so that the working directory does not matter. */
export const apiRoot = path.resolve(__dirname, '..');
export const repoRoot = path.resolve(apiRoot, '..');
export const migrationsFolder = path.join(apiRoot, 'drizzle');
export const defaultDataDir = path.join(repoRoot, '.data');
