/** @jest-environment node */
// The build configuration every app gets from @portal/webpack-config, checked here
// because the host's and the remotes' bundles depend on each of these settings.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRemoteConfig, readPortalApps, remotesJson, sharedModules } from '@portal/webpack-config';
import pureChakraThemeLoader from '@portal/webpack-config/lib/pure-chakra-theme-loader';
import { sharedProvidersSource } from '@portal/webpack-config/lib/shared-providers';
import reactPackage from 'react/package.json';
import sharedPackage from '@portal/shared/package.json';
import hostConfig from './webpack.config';
import { satisfy } from './src/federation/runtime-semver';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- webpack's configuration read as plain data
type Config = Record<string, any>;

const federationOptions = (config: Config) =>
  config.plugins.find((plugin: Config) => plugin.constructor.name === 'ModuleFederationPlugin')?._options;
const remoteDir = path.resolve(__dirname, '../remote-reports');
const remote = createRemoteConfig({ dir: remoteDir, exposes: { './register': './src/register.tsx' } });

const production: Config = hostConfig({}, { mode: 'production' });

describe('host build', () => {
  const development: Config = hostConfig({ WEBPACK_SERVE: true }, { mode: 'development' });

  it('is built without Module Federation: the runtime starts in its own chunk, with the first remote', () => {
    expect(federationOptions(production)).toBeUndefined();
    expect(production.entry).toEqual({ main: './src/bootstrap.tsx' });
  });

  it('provides every shared module to remotes, each loaded when a remote asks for it', () => {
    const replacement = production.plugins.find(
      (plugin: Config) => plugin.constructor.name === 'NormalModuleReplacementPlugin',
    );
    expect(replacement.resourceRegExp.test('./shared-providers')).toBe(true);
    const source = readFileSync(replacement.newResource, 'utf8');
    for (const [name, options] of Object.entries(sharedModules({ dir: __dirname }))) {
      expect(source).toContain(`${JSON.stringify(name)}: { version: ${JSON.stringify(options.version)}`);
    }
    expect(source).toContain('require("react")');
    expect(source).toContain('import("formik")');
  });

  it('builds the runtime it starts for the browser only (no Node.js script loaders)', () => {
    const define = production.plugins.find((plugin: Config) => plugin.constructor.name === 'DefineConstantsPlugin');
    expect(define?.definitions).toEqual({ ENV_TARGET: JSON.stringify('web') });
  });

  /** Where a module of the runtime's packages asks for `request` from, and what the host's build loads instead. */
  const swapped = (request: string, packageDir: string): string => {
    const swaps = production.plugins.find((plugin: Config) => plugin.constructor.name === 'RuntimeSwapsPlugin');
    const swap = swaps.replacements.find((plugin: Config) => plugin.resourceRegExp.test(request));
    // Where pnpm installs a package: node_modules/.pnpm/<id>/node_modules/<name>.
    const resource = { request, context: path.join(__dirname, '../node_modules/.pnpm/id/node_modules', packageDir) };
    swap?.newResource(resource);
    return resource.request;
  };

  it('gives the runtime the portal’s semver, which reads every range the builds write', () => {
    const portalSemver = path.join(__dirname, 'src/federation/runtime-semver.ts');
    expect(swapped('./semver/index.js', '@module-federation/runtime-core/dist/utils')).toBe(portalSemver);
    expect(swapped('./utils/semver/index.js', '@module-federation/runtime-core/dist')).toBe(portalSemver);
    // Another package's module of that name is left alone.
    expect(swapped('./semver/index.js', 'other/dist/utils')).toBe('./semver/index.js');

    const apps = [
      { dir: __dirname, consumeOnly: false },
      ...readPortalApps().remotes.map((app) => ({
        dir: path.resolve(__dirname, '..', app.dir),
        consumeOnly: true,
      })),
    ];
    for (const app of apps)
      for (const [name, options] of Object.entries(sharedModules(app)))
        expect([name, satisfy(options.version, options.requiredVersion)]).toEqual([name, true]);
  });

  it('leaves out of the runtime what the browser and the remotes never use: the sdk’s logger, two bundler parts', () => {
    const lib = path.join(path.dirname(require.resolve('@portal/webpack-config')), 'lib');
    expect(swapped('./logger.js', '@module-federation/sdk/dist')).toBe(path.join(lib, 'runtime-logger.mjs'));
    expect(swapped('./logger.js', 'other/dist')).toBe('./logger.js');
    for (const part of ['./remotes.js', './installInitialConsumes.js']) {
      expect(swapped(part, '@module-federation/webpack-bundler-runtime/dist')).toBe(
        path.join(lib, 'runtime-unserved.mjs'),
      );
      expect(swapped(part, 'other/dist')).toBe(part);
    }
  });

  it('keeps @portal/shared/data in the entry file, not copied into each lazy chunk that uses it', () => {
    const pageData = production.optimization.splitChunks.cacheGroups.pageData;
    expect(pageData).toMatchObject({ name: 'main', chunks: 'async', enforce: true });
    const sharedSource = path.join(path.dirname(require.resolve('@portal/shared/package.json')), 'src');
    const resource = (file: string) => ({ resource: path.join(sharedSource, file) });
    expect(pageData.test(resource('data/use-query.ts'))).toBe(true);
    expect(pageData.test(resource('ui/with-recipe.tsx'))).toBe(true);
    expect(pageData.test(resource('ui/kit/data-table.tsx'))).toBe(false);
  });

  it('gives a list page’s table kit, Chakra’s table and the tab bar to the signed-in layout’s file', () => {
    // The providers of ui/table and ui/tabs load the chunk the layout and CASL are named into…
    const providers = sharedProvidersSource(path.dirname(require.resolve('./package.json')));
    const chunkOf = (key: string) =>
      providers
        .split('\n')
        .find((line) => line.startsWith(`  ${JSON.stringify(key)}:`))
        ?.match(/webpackChunkName: "([\w-]+)"/)?.[1];
    expect(chunkOf('@portal/shared/ui/table')).toBe('signed-in');
    expect(chunkOf('@portal/shared/ui/tabs')).toBe('signed-in');
    expect(chunkOf('@portal/shared/ui/dialog')).toBeUndefined();
    // …and no shared chunk takes the kit's modules out of it.
    const shared = production.optimization.splitChunks.cacheGroups.default;
    const sharedSource = path.join(path.dirname(require.resolve('@portal/shared/package.json')), 'src');
    const chakra = path.dirname(require.resolve('@chakra-ui/react/package.json', { paths: [sharedSource] }));
    const split = (file: string) => shared.test({ resource: file });
    for (const file of [
      'ui/table.ts',
      'ui/tabs.ts',
      'ui/kit/data-table.tsx',
      'ui/kit/tab-bar.tsx',
      'ui/kit/search-box.tsx',
    ])
      expect([file, split(path.join(sharedSource, file))]).toEqual([file, false]);
    expect(split(path.join(chakra, 'dist/esm/components/table/table.js'))).toBe(false);
    expect(split(path.join(chakra, 'dist/esm/theme/recipes/table.js'))).toBe(false);
    expect(split(path.join(chakra, 'dist/esm/components/dialog/dialog.js'))).toBe(true);
    expect(split(path.join(sharedSource, 'ui/kit/dialog.tsx'))).toBe(true);
  });

  it('ships react-router’s production build (its exports map only offers dist/development)', () => {
    expect(production.resolve.alias['react-router$']).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(production.resolve.alias['react-router/dom$']).toMatch(/dist[\\/]production[\\/]dom-export\.mjs$/);
    expect(development.resolve.alias['react-router$']).toBeUndefined();
  });

  it('names production files by content hash and caches builds under node_modules/.cache', () => {
    expect(production.output.filename).toBe('[name].[contenthash:10].js');
    expect(production.output.chunkFilename).toBe('[name].[contenthash:10].js');
    expect(production.output.publicPath).toBe('/');
    expect(production.cache).toMatchObject({
      type: 'filesystem',
      cacheDirectory: path.join(__dirname, 'node_modules/.cache/webpack'),
    });
  });

  it('serves development on 3000 with history fallback, /api proxied to the API on 4000 and the dev remotes.json', () => {
    expect(development.devServer).toMatchObject({ port: 3000, historyApiFallback: true });
    expect(development.devServer.proxy).toEqual([
      expect.objectContaining({ context: ['/api'], target: 'http://localhost:4000' }),
    ]);
    const publicAssets = development.plugins.find((plugin: Config) => plugin.constructor.name === 'PublicAssetsPlugin');
    expect(JSON.parse(publicAssets.generated['remotes.json']())).toEqual(remotesJson({ dev: true }));
    const productionAssets = production.plugins.find(
      (plugin: Config) => plugin.constructor.name === 'PublicAssetsPlugin',
    );
    expect(JSON.parse(productionAssets.generated['remotes.json']())).toEqual(remotesJson());
  });
});

describe('monolith build (the comparison without federation)', () => {
  const monolith: Config = hostConfig({ monolith: true }, { mode: 'production' });
  const replacement = monolith.plugins.find(
    (plugin: Config) => plugin.constructor.name === 'NormalModuleReplacementPlugin',
  );

  it('builds the host without Module Federation into dist-monolith, with the production settings of the host', () => {
    expect(federationOptions(monolith)).toBeUndefined();
    expect(monolith.output.path).toBe(path.join(__dirname, 'dist-monolith'));
    expect(monolith.entry).toEqual({ main: './src/bootstrap.tsx' });
    expect(monolith.output.filename).toBe(production.output.filename);
    expect(monolith.resolve.alias['react-router$']).toBe(production.resolve.alias['react-router$']);
    const compressions = (config: Config) =>
      config.plugins.filter((plugin: Config) => plugin.constructor.name === 'CompressionPlugin').length;
    expect(compressions(monolith)).toBe(compressions(production));
    expect(monolith.optimization.splitChunks.cacheGroups.pageData).toBe(
      production.optimization.splitChunks.cacheGroups.pageData,
    );
    // A build that carries Module Federation's code anyway fails (no-federation.test.ts).
    expect(monolith.plugins.some((plugin: Config) => plugin.constructor.name === 'NoFederationPlugin')).toBe(true);
  });

  it('swaps the federation runtime module for one importing every remote’s registration statically', () => {
    expect(replacement.resourceRegExp.test('./federation-runtime')).toBe(true);
    const source = readFileSync(replacement.newResource, 'utf8');
    for (const remote of readPortalApps().remotes) {
      expect(source).toContain(JSON.stringify(path.resolve(__dirname, '..', remote.dir, 'src/register.tsx')));
      expect(source).toContain(`${JSON.stringify(remote.name)}: registration`);
    }
    expect(source).toContain(JSON.stringify(remotesJson()));
  });
});

describe('remote build', () => {
  it('exposes ./register through remoteEntry.js and mf-manifest.json, on the host’s runtime, from wherever it is served', () => {
    const config: Config = remote({}, { mode: 'production' });
    expect(federationOptions(config)).toMatchObject({
      name: 'remote_reports',
      filename: 'remoteEntry.js',
      exposes: { './register': './src/register.tsx' },
      manifest: true,
      shareStrategy: 'loaded-first',
      experiments: { externalRuntime: true },
    });
    expect(config.output.publicPath).toBe('auto');
  });

  it('builds the ./register module into remoteEntry.js, the shared modules it consumes left to the expose', () => {
    const config: Config = remote({}, { mode: 'production' });
    const group = config.optimization.splitChunks.cacheGroups.registerInEntry;
    expect(group).toMatchObject({ name: 'remote_reports', enforce: true });
    expect(group.chunks({ name: '__federation_expose_register' })).toBe(true);
    expect(group.chunks({ name: 'reports-page-reports' })).toBe(false);
    expect(group.test({ type: 'javascript/auto' })).toBe(true);
    expect(group.test({ type: 'consume-shared-module' })).toBe(false);
  });

  it('never bundles its own copy of the singletons: the host provides the one that runs', () => {
    const shared = federationOptions(remote({}, { mode: 'production' })).shared;
    for (const name of [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'zustand',
      'i18next',
      '@portal/shared',
      '@portal/shared/ui',
    ]) {
      expect(shared[name]).toMatchObject({ singleton: true, import: false });
    }
  });

  it('has a standalone mode without federation for its own dev page, and serves both with CORS in development', () => {
    const standalone: Config = remote({ standalone: true }, { mode: 'development' });
    expect(federationOptions(standalone)).toBeUndefined();
    expect(standalone.entry).toEqual({ main: './src/standalone/index.ts' });
    const served: Config[] = remote({ WEBPACK_SERVE: true }, { mode: 'development' });
    expect(served.map((config) => config.name)).toEqual(['remote_reports-federated', 'remote_reports-standalone']);
    expect(served[0].devServer).toMatchObject({ port: 3004, headers: { 'Access-Control-Allow-Origin': '*' } });
  });
});

describe('shared modules', () => {
  it('gives every singleton the installed version explicitly (workspace:* is not semver)', () => {
    const shared = sharedModules({ dir: __dirname });
    expect(shared['@portal/shared']).toEqual({
      singleton: true,
      version: sharedPackage.version,
      requiredVersion: `^${sharedPackage.version}`,
      import: require.resolve('@portal/shared'),
    });
    const entries = [
      '@portal/shared/ui',
      '@portal/shared/ui/core',
      '@portal/shared/ui/forms',
      '@portal/shared/ui/checkbox',
      '@portal/shared/ui/menu',
      '@portal/shared/ui/dialog',
      '@portal/shared/ui/table',
      '@portal/shared/ui/tabs',
      '@portal/shared/ui/avatar',
      '@portal/shared/router',
      '@portal/shared/domain',
      '@portal/shared/domain/phone',
    ];
    expect(Object.keys(shared)).toEqual(expect.arrayContaining(entries));
    // The host provides every entry by its file path, so an entry only remotes import is provided too.
    for (const name of entries) expect(shared[name].import).toBe(require.resolve(name));
    expect(shared.react.version).toBe(reactPackage.version);
    // Chakra and emotion are reached only through @portal/shared/ui; the router only through /router.
    for (const name of [
      '@chakra-ui/react',
      '@emotion/react',
      'react-router-dom',
      'react-router',
      '@portal/shared/testing',
    ])
      expect(shared[name]).toBeUndefined();
  });

  it('marks Chakra theme definitions pure so unused recipes drop out', () => {
    const source = 'const buttonRecipe = defineRecipe({ base: {} });\nconst cardSlotRecipe = defineSlotRecipe({});';
    expect(pureChakraThemeLoader(source)).toBe(
      'const buttonRecipe = /* @__PURE__ */ defineRecipe({ base: {} });\nconst cardSlotRecipe = /* @__PURE__ */ defineSlotRecipe({});',
    );
  });
});
