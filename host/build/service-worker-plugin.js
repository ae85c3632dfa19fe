// Emits dist/sw.js: host/src/service-worker/sw.ts bundled with the exact file list of this build.
const path = require('node:path');
const webpack = require('webpack');
const { buildSync } = require('esbuild');
const { OFFLINE_EXTRA_URLS, precacheUrls, precacheVersion } = require('./precache-list');

const SOURCE = path.join(__dirname, '..', 'src', 'service-worker', 'sw.ts');

class ServiceWorkerPlugin {
  /**
   * @param {{ extraUrls?: string[], filename?: string, minify?: boolean }} [options] extraUrls: public
   *   files and pages to precache beside the build's assets
   */
  constructor(options = {}) {
    this.options = { filename: 'sw.js', minify: true, extraUrls: OFFLINE_EXTRA_URLS, ...options };
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.fileDependencies.add(SOURCE);
      // REPORT runs after every other stage, when all hashed names and index.html are final.
      compilation.hooks.processAssets.tap({ name: 'ServiceWorkerPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const names = compilation.getAssets().map((asset) => asset.name);
        const urls = precacheUrls(names, this.options.extraUrls);
        const shell = compilation.getAsset('index.html');
        const version = precacheVersion(urls, shell ? shell.source.source().toString() : '');
        const result = buildSync({
          entryPoints: [SOURCE],
          bundle: true,
          write: false,
          format: 'iife',
          platform: 'browser',
          target: 'es2020',
          minify: this.options.minify,
          define: { PRECACHE_MANIFEST: JSON.stringify({ version, urls }) },
          logLevel: 'silent',
        });
        compilation.emitAsset(this.options.filename, new webpack.sources.RawSource(result.outputFiles[0].text));
      });
    });
  }
}

module.exports = { ServiceWorkerPlugin };
