const { createRemoteConfig } = require('@games/shared/build/remote-webpack-config.js');

// The engine runs in a worker, and the main-thread fallback imports the same modules. Webpack's default
// split-chunks group would move that shared code (over 20 KB) into a common chunk the worker must load at run
// time, which the federation runtime cannot name in a worker ("Path variable [contenthash] not implemented").
// Without the default group, the worker and the fallback chunk each carry their own copy.
const base = createRemoteConfig(__dirname);
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.optimization = { ...config.optimization, splitChunks: { cacheGroups: { default: false } } };
  return config;
};
