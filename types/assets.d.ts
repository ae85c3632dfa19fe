// Style and asset imports handled by webpack loaders.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}

// host/webpack.config.js aliases this to @module-federation/runtime-core's CommonJS build.
declare module 'remote-runtime-core' {
  const core: Record<string, unknown>;
  export = core;
}
