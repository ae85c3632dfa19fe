// The host's built-in catalogue snapshot: every game's record as its folder states it at host build time
// (remotes/<slug>/game.descriptor.ts), written to dist/catalog-snapshot.json for the server, with each
// card's art copied to dist/assets/catalog/. The server uses it only while the registry cannot be read
// and has never been (host/server/live-catalog.ts); a game added later needs no host rebuild, since the
// live registry carries its record.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { loadGameFolders } = require('@games/shared/build/game-descriptors.js');

const SNAPSHOT_FILE = 'catalog-snapshot.json';
/** Art of the snapshot; not precached by the service worker (host/build/precache-list.js). */
const SNAPSHOT_ART_DIR = 'assets/catalog';

class CatalogSnapshotPlugin {
  /** @param {{ remotesDir: string }} options */
  constructor({ remotesDir }) {
    this.remotesDir = remotesDir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CatalogSnapshotPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CatalogSnapshotPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const records = {};
        let games;
        try {
          games = loadGameFolders(this.remotesDir);
        } catch (error) {
          compilation.errors.push(new webpack.WebpackError(`catalogue snapshot: ${error instanceof Error ? error.message : String(error)}`));
          return;
        }
        for (const { dir, descriptor, catalog } of games) {
          const file = path.join(dir, catalog.image.src);
          compilation.fileDependencies.add(path.join(dir, 'game.descriptor.ts'));
          if (!fs.existsSync(file)) {
            compilation.warnings.push(new webpack.WebpackError(`catalogue snapshot: ${file} is missing; ${descriptor.slug} is left out`));
            continue;
          }
          const art = fs.readFileSync(file);
          const name = `${SNAPSHOT_ART_DIR}/${descriptor.slug}.${createHash('sha256').update(art).digest('hex').slice(0, 8)}${path.extname(file)}`;
          compilation.emitAsset(name, new webpack.sources.RawSource(art));
          records[descriptor.slug] = { ...catalog, image: { ...catalog.image, src: `/${name}` } };
        }
        compilation.emitAsset(SNAPSHOT_FILE, new webpack.sources.RawSource(JSON.stringify(records)));
      });
    });
  }
}

module.exports = { CatalogSnapshotPlugin, SNAPSHOT_FILE, SNAPSHOT_ART_DIR };
