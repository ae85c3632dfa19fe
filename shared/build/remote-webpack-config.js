// Builds one game as a Module Federation remote. A remote's webpack.config.js is:
//   module.exports = require('@games/shared/build/remote-webpack-config.js').createRemoteConfig(__dirname);
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { reactShared, REACT_RANGE } = require('./federation-shared');
const { DropUnusedHoistedModulesPlugin } = require('./drop-unused-hoisted-modules-plugin');
const { CatalogRecordPlugin } = require('./catalog-record-plugin');
const { KitStylesheetCheckPlugin } = require('./kit-stylesheet-check');
const { StableFederationEntryIdsPlugin } = require('./stable-federation-entry-ids-plugin');

const repoRoot = path.resolve(__dirname, '../..');

/** 'word-search' → 'game_word_search' (kept in step with shared/src/contracts/game.ts). */
function containerNameFor(slug) {
  return `game_${slug.replace(/[^a-zA-Z0-9]/g, '_')}`;
}

/**
 * @param {string} dir the remote's folder (remotes/<slug>)
 * @param {{ exposes?: Record<string,string>, outputPath?: string }} [options]
 */
/** How a game's sources are compiled: also used by the bench's bare page, which must match a remote. */
function remoteModuleRules() {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(repoRoot, 'tsconfig.json'), compilerOptions: { noEmit: false } } },
    },
    { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
    { test: /\.(png|jpe?g|webp|svg|mp3|ogg|wav)$/, type: 'asset/resource' },
    // Data files (word lists, puzzle packs) are fetched lazily, never inlined.
    { test: /\.data\.json$/, type: 'asset/resource' },
  ];
}

function createRemoteConfig(dir, options = {}) {
  const pkg = require(path.join(dir, 'package.json'));
  const slug = path.basename(dir);
  const name = containerNameFor(slug);
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // The browsers the games run in (their code is ES2020 already): webpack's own runtime code may then use
      // arrow functions, const and the like, a little smaller in every remoteEntry.js.
      target: ['web', 'es2020'],
      // The container entry is added by the federation plugin; the remote has no page of its own.
      entry: {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: options.outputPath ?? process.env.REMOTE_OUTPUT_PATH ?? path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: { rules: remoteModuleRules() },
      optimization: { runtimeChunk: false, minimizer: ['...', new CssMinimizerPlugin()] },
      performance: { hints: false },
      plugins: [
        new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: options.exposes ?? { './Game': './src/Game.tsx' },
          shared: reactShared(REACT_RANGE),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          experiments: {
            // Use the host's federation runtime instead of bundling our own copy (~27 KB gzip); the host provides
            // it with experiments.provideExternalRuntime (host/webpack.config.js).
            externalRuntime: true,
            optimization: {
              // A game consumes no other remote: leave the bundler's remote-loading code out (~0.7 KB gzip).
              // Giving a remote `remotes` means turning this off again.
              disableRemote: true,
              // Games only ever run in the browser.
              target: 'web',
            },
          },
          getPublicPath: undefined,
        }),
        new DropUnusedHoistedModulesPlugin(),
        // The federation runtime's error messages, but the one a remote's bundled runtime can raise (see the file).
        new webpack.NormalModuleReplacementPlugin(/@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.mjs$/, path.join(__dirname, 'federation-error-desc.mjs')),
        new KitStylesheetCheckPlugin(),
        // The same sources give the same bytes in any checkout folder (a release is its build's digest).
        new StableFederationEntryIdsPlugin(repoRoot),
        // catalog.json and the card art, which a release publishes in the game's registry entry.
        new CatalogRecordPlugin(dir),
      ],
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      // The version travels with the build so the manifest says which release it is.
      name: `${slug}@${pkg.version}`,
    };
  };
}

module.exports = { createRemoteConfig, containerNameFor, remoteModuleRules };
