// One webpack configuration for the host and the five remotes (docs/architecture.md#the-federation-contract).
//
//   createHostConfig({ dir })                 host: consumer only, provides the federation runtime
//   createRemoteConfig({ dir, exposes })      remote: federated build (+ standalone dev page)
//
// Names and dev ports come from portal.apps.json (lib/portal-apps.js), as does the host's remotes.json.
//
// Both return webpack's `(env, argv) => config` function, so `--mode` and `--env` pick the variant:
//   webpack --mode production                 host build / remote federated build → dist/
//   webpack --mode production --env monolith  the host with every remote built in, no federation
//                                             → dist-monolith/ (lib/monolith.js; for benchmarks)
//   webpack --mode production --env standalone  a remote's standalone page → dist-standalone/
//   webpack serve --mode development          host on its port; a remote serves both its federated
//                                             build (for the host) and its standalone page
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const { NormalModuleReplacementPlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { sharedModules, packageJsonOf, portalSharedDir } = require('./lib/shared-modules');
const { PublicAssetsPlugin } = require('./lib/public-assets-plugin');
const { BundleInventoryPlugin } = require('./lib/bundle-inventory-plugin');
const { CspHashesPlugin } = require('./lib/csp-hashes-plugin');
const { MANIFEST_FILE, readPortalApps, remoteOf, remotesJson } = require('./lib/portal-apps');
const { RUNTIME_REQUEST, writeMonolithRuntime } = require('./lib/monolith');
const { NavFilePlugin, REGISTER_CHUNK } = require('./lib/nav-file');
const { PROVIDERS_REQUEST, writeSharedProviders } = require('./lib/shared-providers');
const { earlyFiles } = require('./lib/early-files');

/**
 * webpack's DefinePlugin, taken from the webpack that runs the build (`compiler.webpack`). pnpm gives
 * this package and the apps different copies of webpack (their peer dependencies differ); the
 * constants another copy's DefinePlugin leaves in a module have no serializer in the running copy,
 * so webpack's cache skipped those modules with a warning on every build.
 */
class DefineConstantsPlugin {
  constructor(definitions) {
    this.definitions = definitions;
  }

  apply(compiler) {
    new compiler.webpack.DefinePlugin(this.definitions).apply(compiler);
  }
}

/**
 * webpack adds its own sharing runtime wherever the share scope is used, and Module Federation's
 * plugin adds one at a later stage that assigns the same globals (`__webpack_require__.S`, `.I`)
 * again, before anything calls them: the earlier one is dead code in every remoteEntry.js. Of two
 * sharing runtime modules in a chunk, only the later renders.
 */
class OneSharingRuntimePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('OneSharingRuntimePlugin', (compilation) => {
      compilation.hooks.runtimeModule.tap('OneSharingRuntimePlugin', (module, chunk) => {
        if (module.name !== 'sharing') return;
        const generate = module.generate.bind(module);
        module.generate = () => {
          const overwritten = [...compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)].some(
            (other) => other !== module && other.name === 'sharing' && other.stage > module.stage,
          );
          return overwritten ? null : generate();
        };
      });
    });
  }
}

/** The module the federation entry of a remote imports (by absolute path), and what replaces it. */
const BUNDLER_RUNTIME = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/](bundler|index)\.js$/;
const EXTERNAL_BUNDLER_RUNTIME = path.join(__dirname, 'lib/external-bundler-runtime.js');

/**
 * Modules of the federation runtime's packages the host's build swaps for smaller ones, each by the
 * relative request its package's dist files make and the folder they make it from:
 * runtime-core's semver for src/federation/runtime-semver.ts (@portal/shared's semver, which the
 * entry carries anyway), the sdk's logger for a console one, and the two bundler-runtime parts no
 * remote uses for stubs that throw (lib/runtime-unserved.mjs).
 */
const RUNTIME_SWAPS = [
  {
    name: "runtime-core's semver",
    request: /^\.\/(utils\/)?semver\/index\.js$/,
    from: /[\\/]@module-federation[\\/]runtime-core[\\/]dist([\\/]utils)?$/,
    to: (dir) => path.join(dir, 'src/federation/runtime-semver.ts'),
  },
  {
    name: "the sdk's logger",
    request: /^\.\/logger\.js$/,
    from: /[\\/]@module-federation[\\/]sdk[\\/]dist$/,
    to: () => path.join(__dirname, 'lib/runtime-logger.mjs'),
  },
  {
    name: "the bundler runtime's remotes",
    request: /^\.\/remotes\.js$/,
    from: /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist$/,
    to: () => path.join(__dirname, 'lib/runtime-unserved.mjs'),
  },
  {
    name: "the bundler runtime's installInitialConsumes",
    request: /^\.\/installInitialConsumes\.js$/,
    from: /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist$/,
    to: () => path.join(__dirname, 'lib/runtime-unserved.mjs'),
  },
];

/**
 * The runtime swaps as replacement plugins, and a check that fails the build when one no longer
 * holds: a swap that never applied (an upgrade renamed its module) or a swapped module still built
 * (reached by a request the swap does not know). Without it either would only ship more bytes.
 */
class RuntimeSwapsPlugin {
  constructor(dir, swaps = RUNTIME_SWAPS) {
    this.swaps = swaps;
    // Kept across a watch's rebuilds, whose cached resolutions skip the replacement hooks.
    this.applied = new Set();
    this.replacements = swaps.map(
      (swap) =>
        new NormalModuleReplacementPlugin(swap.request, (resource) => {
          if (!swap.from.test(resource.context)) return;
          resource.request = swap.to(dir);
          this.applied.add(swap);
        }),
    );
  }

  /** The swap whose module `file` is, if any: `from` matches one of its folders and the rest `request`. */
  swapOf(file) {
    const parts = file.split(/[\\/]/);
    return this.swaps.find((swap) =>
      parts.some(
        (_, index) =>
          index > 0 &&
          swap.from.test(parts.slice(0, index).join(path.sep)) &&
          swap.request.test(`./${parts.slice(index).join('/')}`),
      ),
    );
  }

  apply(compiler) {
    for (const replacement of this.replacements) replacement.apply(compiler);
    compiler.hooks.thisCompilation.tap('RuntimeSwapsPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('RuntimeSwapsPlugin', (modules) => {
        const fail = (message) => compilation.errors.push(new compiler.webpack.WebpackError(message));
        for (const swap of this.swaps) {
          if (!this.applied.has(swap)) fail(`Runtime swap of ${swap.name} matched no module: was it renamed?`);
        }
        for (const module of modules) {
          const swap = module.resource && this.swapOf(module.resource);
          if (swap) fail(`Runtime swap of ${swap.name} left ${module.resource} in the build.`);
        }
      });
    });
  }
}

/**
 * Fails the monolith build when any module of Module Federation's packages is in it. The monolith
 * swaps only load-remotes.ts' own request for the runtime module; host code that imports the
 * runtime module (or the runtime) another way would carry the federation runtime into the build
 * that measures what federation costs, and every comparison with it would read low.
 */
class NoFederationPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('NoFederationPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('NoFederationPlugin', (modules) => {
        const found = new Set();
        for (const module of modules) {
          if (module.resource && /[\\/]@module-federation[\\/]/.test(module.resource)) found.add(module.resource);
        }
        if (found.size === 0) return;
        const [first] = found;
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `The monolith build holds ${found.size} module(s) of Module Federation, e.g. ${first}: ` +
              'something imports the federation runtime other than through load-remotes.ts.',
          ),
        );
      });
    });
  }
}

const API_TARGET = process.env.PORTAL_API_URL || 'http://localhost:4000';
const APP_TITLE = 'Courier Portal';
/** The host's inline scripts as CSP sources ('sha256-…'), one line, read by the demo server and the nginx image. */
const CSP_SCRIPT_HASHES_FILE = 'csp-script-hashes.txt';

/**
 * react-router 7.18.5's exports map points every condition at dist/development (with its dev
 * warnings); the production files sit beside them. Alias the two entries react-router-dom uses.
 */
function productionRouterAliases(dir) {
  const routerDom = packageJsonOf('react-router-dom', [portalSharedDir(dir)]);
  const router = packageJsonOf('react-router', [routerDom.dir]);
  return {
    'react-router$': path.join(router.dir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(router.dir, 'dist/production/dom-export.mjs'),
  };
}

function swcRule(production) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    // @portal/shared is TypeScript source: it resolves through the workspace symlink to shared/src,
    // outside node_modules, so this rule compiles it too.
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
        sourceMaps: !production || Boolean(process.env.PORTAL_SOURCE_MAPS),
      },
    },
  };
}

/** Everything the host, a federated remote and a standalone page have in common. */
/** Text files sent pre-compressed (brotli and gzip copies beside them). */
const PRECOMPRESSED = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;

function baseConfig({ dir, mode, variant, name, entry, outDir, publicPath, filePrefix = '', html, publicFolder }) {
  const production = mode === 'production';
  const hashed = (pattern) => (production ? pattern.replace('[name]', '[name].[contenthash:10]') : pattern);
  return {
    name: `${name}-${variant}`,
    mode,
    context: dir,
    entry,
    target: ['web', 'es2020'],
    // PORTAL_SOURCE_MAPS=1: production builds write .map files (not linked from the scripts) to read profiles.
    devtool: production
      ? process.env.PORTAL_SOURCE_MAPS
        ? 'hidden-source-map'
        : false
      : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, outDir),
      publicPath,
      uniqueName: variant === 'standalone' ? `${name}_standalone` : name,
      filename: hashed(`${filePrefix}[name].js`),
      chunkFilename: hashed(`${filePrefix}[name].js`),
      assetModuleFilename: `${filePrefix}assets/[name].[contenthash:10][ext]`,
      clean: production,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: production ? productionRouterAliases(dir) : {},
    },
    module: {
      rules: [
        swcRule(production),
        // Some ESM packages import without file extensions.
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](theme[\\/].*|anatomy)\.js$/,
          use: require.resolve('./lib/pure-chakra-theme-loader'),
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: hashed(`${filePrefix}[name].css`),
        chunkFilename: hashed(`${filePrefix}[name].css`),
      }),
      html &&
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'lib/index.html'),
          title: html.title,
          favicon: html.favicon,
          scriptLoading: 'defer',
          // The template places the tags: the host's boot shell starts the scripts after its first paint.
          inject: false,
          bootShell: html.bootShell ?? { head: '', body: '' },
        }),
      publicFolder && new PublicAssetsPlugin(publicFolder),
      // Pre-compressed copies beside each text file (name.js.br, name.js.gz): the demo server and the
      // nginx images send them by Accept-Encoding without compressing per request. Not remotes.json:
      // a deployment edits it in place, and a stale copy would win.
      ...(production
        ? [
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: PRECOMPRESSED,
              exclude: /remotes\.json$/,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 512,
              minRatio: 0.9,
            }),
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: PRECOMPRESSED,
              exclude: /remotes\.json$/,
              compressionOptions: { level: 9 },
              threshold: 512,
              minRatio: 0.9,
            }),
          ]
        : []),
      production &&
        variant !== 'standalone' &&
        new BundleInventoryPlugin({
          app: name,
          file: path.join(dir, `node_modules/.cache/bundle-inventory${variant === 'monolith' ? '-monolith' : ''}.json`),
        }),
    ].filter(Boolean),
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
      // Builds with and without source maps keep apart: a cached module compiled without its map
      // would leave the chunk's map empty.
      name: `${variant}-${mode}${production && process.env.PORTAL_SOURCE_MAPS ? '-maps' : ''}`,
      buildDependencies: {
        config: [
          __filename,
          MANIFEST_FILE,
          // webpack takes a package in node_modules as unchanged while its version is: a patched
          // dependency (patches/) keeps its version, so the lockfile, which records the patch, counts.
          path.join(path.dirname(MANIFEST_FILE), 'pnpm-lock.yaml'),
          ...[
            'shared-modules.js',
            'public-assets-plugin.js',
            'pure-chakra-theme-loader.js',
            'bundle-inventory-plugin.js',
            'csp-hashes-plugin.js',
            'portal-apps.js',
            'monolith.js',
            'nav-file.js',
            'external-bundler-runtime.js',
            'early-files.js',
          ].map((f) => path.join(__dirname, 'lib', f)),
        ],
      },
    },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

function devServer({ port, cors }) {
  return {
    port,
    host: 'localhost',
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
    headers: cors
      ? {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        }
      : {},
    proxy: [{ context: ['/api'], target: API_TARGET, changeOrigin: true }],
  };
}

function modeOf(argv) {
  return argv.mode || process.env.NODE_ENV || 'production';
}

/** The list kit's modules: @portal/shared's tables, tabs, search and filters, and Chakra's table. */
const LIST_KIT =
  /[\\/]shared[\\/]src[\\/]ui[\\/](table\.ts|tabs\.ts|kit[\\/](data-table|first-run|list-filters|search-box|table|tab-bar)\.tsx?)$|[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](components[\\/]table[\\/]|theme[\\/]recipes[\\/]table\.js)/;

/**
 * `@portal/shared/data` (useQuery, the list state; 1.3 KB compressed) sits in the host's entry: the
 * login page and every list page use it, and as a chunk of its own it was copied into each lazy chunk
 * that imports it (below splitChunks' minimum size), three copies on the way to the first list. So
 * does the recipe helper every widget's entry uses (0.2 KB), else a file of its own.
 */
const PAGE_DATA_IN_ENTRY = {
  test: (module) => /[\\/]shared[\\/]src[\\/](data[\\/]|ui[\\/]with-recipe\.tsx$)/.test(module.resource ?? ''),
  chunks: 'async',
  name: 'main',
  enforce: true,
};

/**
 * What the host's builds (federated and monolith) share: served at /, its index.html (with the boot
 * shell: markup painted before the bundles run, `startAfterPaint(files)` the inline script that starts
 * the entry's scripts after that paint, `file` its source as a build dependency) and public/ files.
 * The hashes of index.html's inline scripts go to csp-script-hashes.txt for the servers' CSP.
 */
function hostBaseConfig({ dir, title, bootShell, mode, variant, entry, outDir, generated = {} }) {
  const favicon = path.join(dir, 'favicon.svg');
  const config = baseConfig({
    dir,
    mode,
    variant,
    name: readPortalApps().host.name,
    entry: { main: entry },
    outDir,
    publicPath: '/',
    html: { title, favicon: fs.existsSync(favicon) ? favicon : undefined, bootShell },
    publicFolder: { from: path.join(dir, 'public'), generated, sources: [MANIFEST_FILE] },
  });
  if (bootShell?.file) config.cache.buildDependencies.config.push(bootShell.file);
  config.plugins.push(new CspHashesPlugin({ file: CSP_SCRIPT_HASHES_FILE }));
  config.optimization = { splitChunks: { cacheGroups: { pageData: PAGE_DATA_IN_ENTRY } } };
  return config;
}

/**
 * The host: a pure consumer (remotes.json is read at run time) that starts the one federation
 * runtime every remote uses (remotes are built with `externalRuntime`) when the first remote is
 * needed, so the login page downloads none of it. It is built without the Module Federation plugin,
 * whose runtime would sit in the entry to negotiate the host's own shared modules: the host runs its
 * copies of them and provides those to remotes through the runtime (lib/shared-providers.js).
 * Its remotes.json is written from portal.apps.json: paths behind the one origin in production, the
 * remotes' dev servers in development.
 * @param {{ dir: string, title?: string }} options
 */
function createHostConfig({ dir, title = APP_TITLE, bootShell }) {
  return (env = {}, argv = {}) => {
    const mode = modeOf(argv);
    if (env.monolith) return monolithConfig({ dir, title, bootShell, mode });
    const production = mode === 'production';
    const { devPort: port } = readPortalApps().host;
    const config = hostBaseConfig({
      dir,
      title,
      // index.html's boot script preloads the host's files a page needs next, by the URLs of this build.
      bootShell: bootShell?.headWith
        ? { ...bootShell, head: (compilation) => bootShell.headWith(earlyFiles(compilation, dir)) }
        : bootShell,
      mode,
      variant: 'host',
      entry: './src/bootstrap.tsx',
      outDir: 'dist',
      generated: { 'remotes.json': () => `${JSON.stringify(remotesJson({ dev: !production }), null, 2)}\n` },
    });
    config.plugins.push(
      new NormalModuleReplacementPlugin(PROVIDERS_REQUEST, writeSharedProviders(dir)),
      new RuntimeSwapsPlugin(dir),
      // What the Module Federation plugin's `optimization.target: 'web'` defines for the remotes: the
      // runtime the host starts then leaves out its Node.js script loaders.
      new DefineConstantsPlugin({ ENV_TARGET: JSON.stringify('web') }),
      // Entries are remoteEntry.js (remotes.json), never a manifest: the runtime leaves out the plugin
      // that reads manifests (snapshots) and the assets preloading built on it.
      new DefineConstantsPlugin({ FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true }),
      // The runtime's defaults, written out: decided at build time, its handlers for remotes and
      // shared modules switched off drop out of the chunk (the portal uses both).
      new DefineConstantsPlugin({ FEDERATION_OPTIMIZE_NO_REMOTE: false, FEDERATION_OPTIMIZE_NO_SHARED: false }),
    );
    // The federation runtime stays in the chunk that starts it (`federation`, only reached from there)
    // rather than in a vendors chunk beside it: one request less before the first remote.
    config.optimization = {
      splitChunks: {
        cacheGroups: {
          pageData: PAGE_DATA_IN_ENTRY,
          // webpack's own group, written out so that it leaves the list kit's modules in the signed-in
          // layout's file (lib/shared-providers.js): split out, they were a file of their own shared
          // with the whole-kit and import-problems entries, one more request on every list page.
          default: {
            minChunks: 2,
            priority: -20,
            reuseExistingChunk: true,
            test: (module) => !LIST_KIT.test(module.resource ?? ''),
          },
          defaultVendors: {
            test: (module) =>
              /[\\/]node_modules[\\/]/.test(module.resource ?? '') &&
              !/[\\/]@module-federation[\\/]|[\\/]\.cache[\\/]federation[\\/]/.test(module.resource ?? ''),
            priority: -10,
            reuseExistingChunk: true,
            idHint: 'vendors',
          },
        },
      },
    };
    // Shared libraries the host reaches only through @portal/shared (i18next) resolve from there.
    config.resolve.modules = ['node_modules', path.join(portalSharedDir(dir), 'node_modules')];
    config.devServer = devServer({ port, cors: false });
    return config;
  };
}

/**
 * The host as one application (`--env monolith`): every remote's registration imported statically
 * in place of the federation runtime (lib/monolith.js), no Module Federation, the same shared
 * libraries and production settings; the bootstrap is the entry, since nothing has to be negotiated
 * first. It exists to measure what federation costs, not to be deployed.
 */
function monolithConfig({ dir, title, bootShell, mode }) {
  const config = hostBaseConfig({
    dir,
    title,
    // Its remotes are built in: index.html does not ask for remotes.json.
    bootShell: bootShell?.monolithHead ? { ...bootShell, head: bootShell.monolithHead } : bootShell,
    mode,
    variant: 'monolith',
    entry: './src/bootstrap.tsx',
    outDir: 'dist-monolith',
  });
  config.plugins.push(
    new NormalModuleReplacementPlugin(RUNTIME_REQUEST, writeMonolithRuntime(dir)),
    new NoFederationPlugin(),
  );
  return config;
}

/**
 * A remote: exposes `./register` (and whatever else `exposes` lists) with `externalRuntime`, so it
 * uses the host's federation runtime; its own dev page is a separate, plain build of
 * src/standalone (an externalRuntime remote cannot start without a host). Its federation name and
 * dev port are those portal.apps.json gives its folder.
 * @param {{ dir: string, exposes: Record<string, string>, title?: string }} options
 */
function createRemoteConfig({ dir, exposes, title = APP_TITLE }) {
  const { name, devPort: port } = remoteOf(dir);
  const federated = (mode) => {
    const config = baseConfig({
      dir,
      mode,
      variant: 'federated',
      name,
      entry: {},
      outDir: 'dist',
      // Resolved from where remoteEntry.js was loaded: /remotes/<name>/ in demo mode, its own
      // origin in containers and in development.
      publicPath: 'auto',
    });
    config.plugins.push(
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedModules({ dir, consumeOnly: true }),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        experiments: { externalRuntime: true, optimization: { target: 'web' } },
      }),
      new NavFilePlugin({ dir }),
      new OneSharingRuntimePlugin(),
      // The bundler runtime the federation entry imports comes from the host too (lib/external-bundler-runtime.js).
      new NormalModuleReplacementPlugin(BUNDLER_RUNTIME, EXTERNAL_BUNDLER_RUNTIME),
    );
    // The ./register module (and what only it imports) in remoteEntry.js rather than a file of its
    // own: the host downloads both for every first visit of a remote, and each response carries
    // ~0.45 KB of headers. Webpack moves modules into the entry chunk since it is the expose chunk's
    // parent; the shared modules the register consumes stay with the expose (no file, no eager use).
    config.optimization = {
      ...config.optimization,
      splitChunks: {
        cacheGroups: {
          registerInEntry: {
            chunks: (chunk) => chunk.name === REGISTER_CHUNK,
            test: (module) => module.type !== 'consume-shared-module',
            name,
            enforce: true,
          },
        },
      },
    };
    return config;
  };

  const standalone = (mode) =>
    baseConfig({
      dir,
      mode,
      variant: 'standalone',
      name,
      entry: { main: './src/standalone/index.ts' },
      outDir: 'dist-standalone',
      publicPath: '/',
      // Its own folder, so in development both builds can be served from one port.
      filePrefix: 'standalone/',
      html: { title: `${title} · ${name}` },
    });

  return (env = {}, argv = {}) => {
    const mode = modeOf(argv);
    if (env.standalone) {
      return { ...standalone(mode), devServer: devServer({ port, cors: true }) };
    }
    if (env.WEBPACK_SERVE) {
      // One dev server: the federated build (mf-manifest.json, remoteEntry.js) for the host's dev
      // remotes.json, and the standalone page at / for working on the remote alone.
      return [{ ...federated(mode), devServer: devServer({ port, cors: true }) }, standalone(mode)];
    }
    return federated(mode);
  };
}

module.exports = {
  createHostConfig,
  createRemoteConfig,
  sharedModules,
  readPortalApps,
  remotesJson,
  RuntimeSwapsPlugin,
  NoFederationPlugin,
};
