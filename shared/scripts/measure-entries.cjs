// Measures what each @portal/shared entry costs in a production build (gzip), the way Module
// Federation ships it: a shared module is never tree-shaken, so each entry is imported whole.
//   node shared/scripts/measure-entries.cjs
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');

const sharedDir = path.resolve(__dirname, '..');
const toolingDir = path.resolve(sharedDir, '../tooling/webpack-config');
const fromTooling = (request) => require(require.resolve(request, { paths: [toolingDir] }));
const webpack = fromTooling('webpack');
const MiniCssExtractPlugin = fromTooling('mini-css-extract-plugin');

const routerDomDir = path.dirname(require.resolve('react-router-dom/package.json', { paths: [sharedDir] }));
const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [routerDomDir] }));

const BASE = "import * as react from 'react'; import * as reactDom from 'react-dom/client';";
const VARIANTS = [
  ['react + react-dom', []],
  ['+ @portal/shared', ['@portal/shared']],
  ['+ /router', ['@portal/shared', '@portal/shared/router']],
  ['+ /ui', ['@portal/shared', '@portal/shared/router', '@portal/shared/ui']],
];

function entrySource(modules) {
  const names = modules.map((_, index) => `m${index}`);
  const imports = modules.map((request, index) => `import * as m${index} from '${request}';`).join(' ');
  return `${BASE} ${imports} (window as unknown as Record<string, unknown>).keep = { react, reactDom, ${names.join(', ')} };\n`;
}

function build(workDir, source) {
  fs.writeFileSync(path.join(workDir, 'entry.tsx'), source);
  const config = {
    mode: 'production',
    context: workDir,
    entry: './entry.tsx',
    output: { path: path.join(workDir, 'dist'), filename: 'main.js', clean: true },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      modules: [path.join(sharedDir, 'node_modules'), 'node_modules'],
      alias: {
        '@portal/shared$': path.join(sharedDir, 'src/index.ts'),
        '@portal/shared/ui$': path.join(sharedDir, 'src/ui/index.ts'),
        '@portal/shared/router$': path.join(sharedDir, 'src/router/index.ts'),
        '@portal/shared/domain$': path.join(sharedDir, 'src/domain/index.ts'),
        'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
        'react-router/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader', { paths: [toolingDir] }),
            options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' } },
          },
        },
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        { test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/].*\.js$/, use: path.join(toolingDir, 'lib/pure-chakra-theme-loader.js') },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader', { paths: [toolingDir] })] },
      ],
    },
    plugins: [new MiniCssExtractPlugin()],
    performance: { hints: false },
  };
  return new Promise((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
      const file = path.join(workDir, 'dist/main.js');
      resolve(zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
    }),
  );
}

(async () => {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shared-size-'));
  try {
    let previous = 0;
    console.log('JS, production, gzip -9 (cumulative / added)');
    for (const [label, modules] of VARIANTS) {
      const bytes = await build(workDir, entrySource(modules));
      console.log(`${label.padEnd(20)} ${(bytes / 1024).toFixed(1).padStart(7)} KiB  ${previous ? `+${((bytes - previous) / 1024).toFixed(1)}` : ''}`);
      previous = bytes;
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
