module.exports = require('@games/shared/build/remote-webpack-config.js').createRemoteConfig(__dirname);
