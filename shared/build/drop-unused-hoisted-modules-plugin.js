// Module Federation's HoistContainerReferences copies into remoteEntry.js every module the federation
// runtime imports, including those webpack found unused (side-effect-free re-exports of
// @module-federation/sdk nobody calls). They would ship as dead code (the SDK's logger alone is about
// 0.5 KB gzip in every remote), so this plugin takes them out again, right after the hoisting.
//
// A module leaves a runtime chunk only when none of its incoming connections is active for that chunk's
// runtime, i.e. no code in the bundle can require it: the same rule webpack applies to any other chunk.
// Entry modules and includes (container entry, federation runtime, provided shared modules) have a
// connection without an origin and always stay.
const PLUGIN_NAME = 'DropUnusedHoistedModulesPlugin';
// HoistContainerReferences runs at stage 11 of optimizeChunks.
const AFTER_HOISTING = 12;

class DropUnusedHoistedModulesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.optimizeChunks.tap({ name: PLUGIN_NAME, stage: AFTER_HOISTING }, (chunks) => {
        const { chunkGraph, moduleGraph } = compilation;
        for (const chunk of chunks) {
          if (!chunk.hasRuntime()) continue;
          for (const module of Array.from(chunkGraph.getChunkModules(chunk))) {
            if (chunkGraph.isEntryModuleInChunk(module, chunk)) continue;
            const required = Array.from(moduleGraph.getIncomingConnections(module)).some(
              (connection) => !connection.originModule || connection.isTargetActive(chunk.runtime),
            );
            if (!required) chunkGraph.disconnectChunkAndModule(chunk, module);
          }
        }
      });
    });
  }
}

module.exports = { DropUnusedHoistedModulesPlugin };
