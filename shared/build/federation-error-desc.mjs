// Stands in for @module-federation/error-codes/dist/desc.mjs in a remote's build (remote-webpack-config.js).
// The federation runtime a remote bundles looks up one message in it: RUNTIME-009, asserted by
// @module-federation/runtime's loadRemote, loadShare… before createInstance. The other messages belong to
// code a remote does not bundle (runtime-core comes from the host, which keeps the whole table), so they
// shipped as dead text in every remoteEntry.js (about 0.35 KB gzip). Same text as the original.
export const runtimeDescMap = { 'RUNTIME-009': 'Please call createInstance first.' };
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = { ...runtimeDescMap };
