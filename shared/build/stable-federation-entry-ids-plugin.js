// A remote's bytes must not depend on the folder it was built in: a release is identified by the digest of
// its build (scripts/remotes/build-digest.ts), and CI, a developer and a Docker image build in different
// folders. Module Federation writes its runtime entry to node_modules/.federation/entry.<hash>.js, where
// the hash covers the absolute paths it imports, so webpack's deterministic module id of that file (a hash
// of its identifier, which holds that path) changed with the checkout's folder, and remoteEntry.js with it.
// This plugin names those modules first (the container entry and the concatenation rooted at the entry
// file), from their identifiers with the folder and the path-derived hashes taken out. The same goes for
// the modules that provide a shared package (identifier "provide module (default) react@19 = /abs/path"):
// webpack makes paths relative only at the start of an identifier's parts, so their deterministic ids moved
// with the folder too; they emit no code, but an id they took pushed another module (word-scramble's
// words.json) to a salted id in one folder and not in another.
const { createHash } = require('node:crypto');
const path = require('node:path');

const PLUGIN_NAME = 'StableFederationEntryIdsPlugin';
const FEDERATION_ENTRY = /([\\/]\.federation[\\/]entry)\.[0-9a-f]+\.js(\|[0-9a-f]+)?/g;

class StableFederationEntryIdsPlugin {
  /** @param {string} repoRoot the folder whose absolute path must not reach the output */
  constructor(repoRoot) {
    this.repoRoot = path.resolve(repoRoot);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      // Before DeterministicModuleIdsPlugin (stage 0), which leaves modules that already have an id alone.
      compilation.hooks.moduleIds.tap({ name: PLUGIN_NAME, stage: -10 }, (modules) => {
        const { chunkGraph } = compilation;
        const taken = new Set();
        const entries = Array.from(modules)
          .filter((m) => chunkGraph.getModuleId(m) == null && (m.identifier().includes(`${path.sep}.federation${path.sep}entry.`) || m.constructor.name === 'ProvideSharedModule'))
          .map((module) => {
            const identifier = `${module.constructor.name} ${module.identifier()}`.split(this.repoRoot).join('<repo>').replace(FEDERATION_ENTRY, '$1');
            return { module, key: createHash('sha256').update(identifier).digest('hex') };
          })
          .sort((a, b) => a.key.localeCompare(b.key));
        for (const { module, key } of entries) {
          let id = `mf-${key.slice(0, 8)}`;
          for (let n = 1; taken.has(id); n++) id = `mf-${key.slice(0, 8)}-${n}`;
          taken.add(id);
          chunkGraph.setModuleId(module, id);
        }
      });
    });
  }
}

module.exports = { StableFederationEntryIdsPlugin };
