// The bare pages for the benchmark (scripts/bench/bare-page): each bench game (games/<slug>.tsx) alone, with
// the same production settings as a remote (shared/build/remote-webpack-config.js) minus federation, and an
// HTML page like the host's at /<slug>/.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { remoteModuleRules } = require('@games/shared/build/remote-webpack-config.js');

const SLUGS = fs.readdirSync(path.join(__dirname, 'games')).map((file) => file.replace(/\.tsx$/, ''));


module.exports = (_env, argv = {}) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: Object.fromEntries(SLUGS.map((slug) => [slug, `./games/${slug}.tsx`])),
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      // Bench-only output (git-ignored dist/), never deployed.
      path: path.join(__dirname, 'dist'),
      publicPath: '/',
      filename: 'assets/[name].[contenthash:8].js',
      chunkFilename: 'assets/[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: remoteModuleRules() },
    optimization: { minimizer: ['...', new CssMinimizerPlugin()] },
    performance: { hints: false },
    plugins: [
      new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:8].css', chunkFilename: 'assets/[name].[contenthash:8].css' }),
      ...SLUGS.map((slug) => new HtmlWebpackPlugin({ template: './index.html', filename: `${slug}/index.html`, chunks: [slug], title: slug, scriptLoading: 'defer', minify: production })),
    ],
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
};
