// Puts a game's catalogue record into its build: `catalog.json` (the record of game.descriptor.ts) and the
// card art it names, beside mf-manifest.json. Whatever publishes the build (deploy, npm start, the remotes
// image's seed) then publishes the record in the game's registry entry (scripts/remotes/catalog-entry.ts),
// and the art is served from the release's own folder.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { loadGameFolder } = require('./game-descriptors');
const { cardArtProblems } = require('./card-art');

const CATALOG_RECORD_FILE = 'catalog.json';

class CatalogRecordPlugin {
  /** @param {string} dir the game's folder */
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CatalogRecordPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CatalogRecordPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        let record;
        try {
          record = loadGameFolder(this.dir).catalog;
          const problems = cardArtProblems(this.dir, record.image);
          if (problems.length) throw new Error(`${path.join(this.dir, record.image.src)}:\n  ${problems.join('\n  ')}`);
        } catch (error) {
          compilation.errors.push(new webpack.WebpackError(error instanceof Error ? error.message : String(error)));
          return;
        }
        const art = path.join(this.dir, record.image.src);
        compilation.fileDependencies.add(path.join(this.dir, 'game.descriptor.ts'));
        compilation.fileDependencies.add(art);
        compilation.emitAsset(record.image.src, new webpack.sources.RawSource(fs.readFileSync(art)));
        compilation.emitAsset(CATALOG_RECORD_FILE, new webpack.sources.RawSource(`${JSON.stringify(record, null, 2)}\n`));
      });
    });
  }
}

module.exports = { CatalogRecordPlugin, CATALOG_RECORD_FILE };
