// One lint config for the workspace. Its main job is the import direction (docs/architecture.md, "Import direction"):
// remotes → @portal/shared, host → @portal/shared, api → @portal/shared/domain; no app imports another,
// shared imports no app, and apps reach Chakra and the router only through @portal/shared.
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import { appDirs } from './scripts/lib/apps.mjs';

const APPS = appDirs();

/** One zone per feature of each app: a feature imports no other feature (app → features → shared). */
const featureZones = APPS.flatMap((app) => {
  const features = `${app}/src/features`;
  if (!existsSync(join(import.meta.dirname, features))) return [];
  return readdirSync(join(import.meta.dirname, features), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${features}/${name}`,
      from: `./${features}`,
      except: [`./${name}`],
      message: `A feature imports no other feature: move what both need up to the app (src/…) or into @portal/shared.`,
    }));
});

/** Each app's src/lib and src/components (those it has). */
const appLayerDirs = APPS.flatMap((app) =>
  ['lib', 'components']
    .map((folder) => `${app}/src/${folder}`)
    .filter((dir) => existsSync(join(import.meta.dirname, dir))),
);

/** lib and components are shared by an app's features: they import none of them. */
const belowFeaturesZones = appLayerDirs.map((dir) => ({
  target: `./${dir}`,
  from: `./${dir.replace(/\/(lib|components)$/, '/features')}`,
  message: `${dir} sits below the features (app → features → shared): move what it needs from a feature here or into @portal/shared.`,
}));

const appPatterns = (except) =>
  APPS.filter((app) => app !== except).flatMap((app) => [
    {
      group: [`**/${app}/**`, `@portal/${app}`, `@portal/${app}/**`],
      message: `Apps never import another app (${app}); move what both need into @portal/shared.`,
    },
  ]);

const singletonBypass = [
  {
    group: ['@chakra-ui/react', '@chakra-ui/react/*'],
    message: 'Import Chakra through @portal/shared/ui: a direct import ships a second Chakra.',
  },
  {
    group: ['react-router-dom', 'react-router', 'react-router/*'],
    message: 'Import the router through @portal/shared/router.',
  },
];

// @portal/shared/ui is the whole 1.0 kit, kept for remotes built against 1.0: it is never tree-shaken.
const wholeUiKit = {
  name: '@portal/shared/ui',
  message:
    'Import the entry of its weight (@portal/shared/ui/core, /forms, /checkbox, /menu, /dialog, /table, /tabs, /avatar): @portal/shared/ui is the whole 1.0 kit.',
};

// Libraries only @portal/shared itself imports (they are bundled into it, not federation shared modules).
const sharedOnly = [
  {
    group: ['react-i18next'],
    message:
      'Import useTranslation from @portal/shared: react-i18next is not a shared module, a direct import ships a second copy.',
  },
];

// The phone rule is one module with its own entry; libphonenumber-js never reaches the domain index.
const phoneRule = {
  group: ['libphonenumber-js', 'libphonenumber-js/*'],
  message: "Use the portal's phone rule from @portal/shared/domain/phone (isPhoneNumber, toE164).",
};

const domainPurity = {
  group: ['react', 'react-*', '@chakra-ui/*', 'i18next', 'zustand', 'node:*', '../*'],
  message: 'domain is pure TypeScript shared with the API: no React, browser or Node imports.',
};

// Every resource folder of the API (routes/health, routes/v1/<resource>, routes/v1/admin/<resource>).
const API_ROUTES = 'api/src/routes';
const subfolders = (folder) =>
  readdirSync(join(import.meta.dirname, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${folder}/${entry.name}`);

/** Each resource folder against its siblings; admin's resources may use admin's own crud, audit, refs and search. */
function routeFolderZones() {
  const siblingsOf = (folders) =>
    folders.map((target) => ({
      target,
      from: folders.filter((other) => other !== target),
      message: 'A route folder never imports another: move what both need to api/src/lib or api/src/services.',
    }));
  return [
    ...siblingsOf([`${API_ROUTES}/health`, ...subfolders(`${API_ROUTES}/v1`)]),
    ...siblingsOf(subfolders(`${API_ROUTES}/v1/admin`)),
  ];
}

const belowRoutesZone = {
  target: ['db', 'lib', 'services', 'scoping', 'plugins', 'mail', 'i18n'].map((folder) => `api/src/${folder}`),
  from: API_ROUTES,
  message: 'Only app.ts imports the routes: db, lib, services, plugins and the rest sit below them.',
};

/** What the API may import (only @portal/shared/domain of the shared package), plus `extra` patterns. */
function apiImportRules(extra = []) {
  const apiOnlyDomain = 'The API imports only @portal/shared/domain (and the generated API types).';
  return {
    // `paths` match exact names: a `patterns` group for '@portal/shared' would also catch '/domain'.
    paths: ['@portal/shared', '@portal/shared/ui', '@portal/shared/router', '@portal/shared/testing'].map((name) => ({
      name,
      message: apiOnlyDomain,
    })),
    patterns: [...appPatterns(null), phoneRule, { group: ['@portal/shared/ui/*'], message: apiOnlyDomain }, ...extra],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      'shared/src/api/generated/**',
      'api/test/outside-client/generated/**',
      '**/*.cjs',
      '**/*.mjs',
      '**/*.js',
    ],
  },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: ['**/*.ts', '**/*.tsx'] })),
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      'no-debugger': 'error',
      'no-var': 'error',
      'prefer-const': 'error',
      eqeqeq: ['error', 'smart'],
      // `const { secret: _secret, ...rest } = row` is how the code leaves a field out of an answer.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // No import cycles. Workspace packages resolve through their node_modules links and exports maps.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Packages' own type declarations are never parsed: a cycle runs through workspace sources.
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: featureZones }],
    },
  },
  {
    files: [...APPS, 'shared', 'tooling/dev-shell'].map((dir) => `${dir}/**/*.{ts,tsx}`),
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // A warning does not fail the lint stage: a missing dependency is a stale-closure bug.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...APPS.map((app) => ({
    files: [`${app}/**/*.ts`, `${app}/**/*.tsx`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [wholeUiKit],
          patterns: [
            ...appPatterns(app),
            ...singletonBypass,
            ...sharedOnly,
            phoneRule,
            { group: ['**/shared/src/**'], message: 'Import @portal/shared through its entries.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['shared/src/**/*.ts', 'shared/src/**/*.tsx'],
    ignores: ['shared/src/ui/**', 'shared/src/router/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appPatterns(null),
            ...singletonBypass,
            { group: ['@portal/api', '**/api/src/**'], message: 'shared never imports the API.' },
          ],
        },
      ],
    },
  },
  {
    files: [
      'shared/src/ui/**/*.ts',
      'shared/src/ui/**/*.tsx',
      'shared/src/router/**/*.ts',
      'shared/src/router/**/*.tsx',
    ],
    rules: {
      // The kit's entries reach each other by name (so chunks do not repeat code), never the whole kit.
      'no-restricted-imports': ['error', { paths: [wholeUiKit], patterns: [...appPatterns(null)] }],
    },
  },
  {
    files: ['shared/src/domain/**/*.ts'],
    ignores: ['shared/src/domain/phone.ts', 'shared/src/domain/phone.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [domainPurity, phoneRule] }] },
  },
  {
    files: ['shared/src/domain/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            domainPurity,
            phoneRule,
            {
              group: ['./phone'],
              message:
                'The phone rule is its own entry (@portal/shared/domain/phone): through the index its metadata would reach the login page.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/domain/phone.ts', 'shared/src/domain/phone.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [domainPurity] }] },
  },
  {
    files: ['api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', apiImportRules()] },
  },
  {
    // Routes parse, check access, call a service and shape the answer: the query builder and the
    // schema are the services' (tests may read the database directly to check what was written).
    files: ['api/src/routes/**/*.ts'],
    ignores: ['api/src/routes/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        apiImportRules([
          {
            group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/client'],
            message: 'A route calls a service: queries and the schema live in api/src/services/.',
          },
        ]),
      ],
    },
  },
  {
    // API layering: a resource's folder never reaches into another's, and nothing below the routes
    // (db, lib, services, …) imports them; what two resources share lives in lib/ or services/.
    files: ['api/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...routeFolderZones(), belowRoutesZone] },
      ],
    },
  },
  {
    // An app's src/lib and src/components sit below its features (app → features → shared): they never
    // import a feature. Only those folders' files get this block, so it does not replace featureZones.
    files: appLayerDirs.map((dir) => `${dir}/**/*.{ts,tsx}`),
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: belowFeaturesZones }],
    },
  },
);
