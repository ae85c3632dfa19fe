const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { reactShared, REACT_RANGE } = require('@games/shared/build/federation-shared.js');
const { ServiceWorkerPlugin } = require('./build/service-worker-plugin');
const { CatalogSnapshotPlugin } = require('./build/catalog-snapshot-plugin');
const { BuildInputsPlugin } = require('./build/build-inputs-plugin');

const repoRoot = path.resolve(__dirname, '..');

/**
 * provideExternalRuntime adds MF's inject-external-runtime-core-plugin by its CommonJS file, whose require()
 * picks the runtime core's CommonJS build: a second runtime core in main.js (measured: 89.6 → 177.6 KB raw,
 * 27.5 → 49.5 KB gzip). Resolved to the ES build instead, it is the very module the bundler runtime runs on.
 */
function runtimeCoreEsBuild() {
  const file = require.resolve('@module-federation/runtime-tools/runtime-core').replace(/\.cjs$/, '.js');
  if (!require('node:fs').existsSync(file)) throw new Error(`the ES build of the federation runtime core is not at ${file}`);
  return file;
}

/**
 * Writes bootstrap-assets.json: the CSS and JS of the app chunk group that index.ts imports, and of the
 * gallery's chunk group. The server links the first from every page's <head> and the second from gallery
 * pages, so styles arrive with the server-rendered markup and the app's JavaScript downloads while the
 * federation runtime starts.
 */
class BootstrapAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootstrapAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootstrapAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const group = compilation.namedChunkGroups.get('bootstrap');
        // The shared React chunks the app consumes are found only once main.js runs; list them too.
        const files = group ? [...group.getFiles(), ...sharedFallbackFiles(compilation, group)] : [];
        // The gallery's own chunk group, linked only from gallery pages (the game page never loads it).
        const gallery = compilation.namedChunkGroups.get('gallery');
        const galleryFiles = gallery ? gallery.getFiles().filter((f) => !files.includes(f)) : [];
        const assets = {
          css: files.filter((f) => f.endsWith('.css')),
          js: [...new Set(files.filter((f) => f.endsWith('.js')))],
          gallery: { css: galleryFiles.filter((f) => f.endsWith('.css')), js: galleryFiles.filter((f) => f.endsWith('.js')) },
        };
        compilation.emitAsset('bootstrap-assets.json', new webpack.sources.RawSource(JSON.stringify(assets)));
      });
    });
  }
}

/**
 * Files of the shared modules (the host's own React) that the group consumes, directly or through
 * another shared module: the chunks its providers load, which is what runs with 'loaded-first'.
 */
function sharedFallbackFiles(compilation, group) {
  const { chunkGraph } = compilation;
  const consumedKeys = new Set();
  const groups = [group];
  for (let i = 0; i < groups.length; i++) {
    for (const chunk of groups[i].chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        consumedKeys.add(module.options.shareKey);
        for (const block of module.blocks) {
          const blockGroup = chunkGraph.getBlockChunkGroup(block);
          if (blockGroup && !groups.includes(blockGroup)) groups.push(blockGroup);
        }
      }
    }
  }
  const files = [];
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module' || !consumedKeys.has(module._name)) continue;
    for (const block of module.blocks) {
      const blockGroup = chunkGraph.getBlockChunkGroup(block);
      if (blockGroup) files.push(...blockGroup.getFiles());
    }
  }
  return files;
}

module.exports = (_env, argv = {}) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: '/',
      uniqueName: 'portal_host',
      // [contenthash] is not available for the federated entry (toolchain note 3).
      filename: 'assets/[name].[fullhash:8].js',
      chunkFilename: 'assets/[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { '@module-federation/runtime-tools/runtime-core$': runtimeCoreEsBuild() },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(repoRoot, 'tsconfig.json'), compilerOptions: { noEmit: false } } },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    optimization: { minimizer: ['...', new CssMinimizerPlugin()] },
    performance: { hints: false },
    plugins: [
      new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:8].css', chunkFilename: 'assets/[name].[contenthash:8].css' }),
      new BootstrapAssetsPlugin(),
      // dist/catalog-snapshot.json: the games' records for the server while the registry cannot be read.
      new CatalogSnapshotPlugin({ remotesDir: path.join(repoRoot, 'remotes') }),
      // dist/build-inputs.json: what this build was made from, so `npm start` notices a stale host.
      new BuildInputsPlugin({
        repoRoot,
        extraInputs: [
          __filename,
          path.join(repoRoot, 'tsconfig.json'),
          path.join(__dirname, 'src', 'index.html'),
          ...['build', path.join('src', 'server-render')].flatMap((dir) => require('node:fs').readdirSync(path.join(__dirname, dir)).map((file) => path.join(__dirname, dir, file))),
          require.resolve('@games/shared/build/federation-shared.js'),
        ],
      }),
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', minify: production }),
      // dist/sw.js: the offline shell's service worker, with this build's file list inside.
      new ServiceWorkerPlugin({ minify: production }),
      new ModuleFederationPlugin({
        name: 'portal_host',
        remotes: {},
        shared: reactShared(REACT_RANGE),
        shareStrategy: 'loaded-first',
        // Order matters: retries happen first, and only a load that still fails raises preload-error.
        runtimePlugins: [
          path.join(__dirname, 'src/game/runtime-plugins/network-retry.ts'),
          path.join(__dirname, 'src/game/runtime-plugins/preload-error-event.ts'),
        ],
        dts: false,
        experiments: {
          // Remotes are built with externalRuntime (shared/build/remote-webpack-config.js): the host hands them
          // the runtime core its own runtime runs on (MF's inject-external-runtime-core-plugin), so a game
          // page parses one runtime core, not one per remote.
          provideExternalRuntime: true,
          // The host only ever runs in the browser: the runtime leaves its Node.js code paths out.
          optimization: { target: 'web' },
        },
      }),
    ],
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
};
