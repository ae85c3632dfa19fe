// Which files of a host build the service worker precaches, and the version that names its cache.
const { createHash } = require('node:crypto');

/**
 * Precached beside the build's assets: the app shell page (APP_SHELL_PATH in
 * host/src/service-worker/paths.ts), answered to every navigation while offline, and the favicon.
 * The offline screen and its runner draw with inline SVG, so they need no other image.
 */
const OFFLINE_EXTRA_URLS = ['/app-shell', '/favicon.svg'];

/**
 * The build's own files the shell loads: scripts, styles, fonts and images under assets/ (hashed names).
 * Not the card art of the catalogue snapshot (assets/catalog/): the live cards' art comes from the remotes.
 */
function isShellAsset(assetName) {
  return assetName.startsWith('assets/') && !assetName.startsWith('assets/catalog/') && /\.(js|css|woff2?|svg|png|jpe?g|webp)$/.test(assetName);
}

/**
 * URLs to precache: every shell asset of the build plus `extraUrls` (the app shell page and the
 * public files the offline screen needs), without duplicates, in a stable order.
 * @param {string[]} assetNames names of the build's emitted files, relative to its output folder
 * @param {string[]} extraUrls absolute paths such as '/app-shell'
 */
function precacheUrls(assetNames, extraUrls = []) {
  const urls = assetNames.filter(isShellAsset).map((name) => `/${name}`);
  return [...new Set([...urls, ...extraUrls])].sort();
}

/**
 * A short hash of everything the cached shell is made of: the file list (the asset names carry
 * content hashes) and the shell page template, which has no hash in its name.
 * @param {string[]} urls
 * @param {string} shellTemplate the built index.html
 */
function precacheVersion(urls, shellTemplate) {
  return createHash('sha256').update(JSON.stringify(urls)).update('\0').update(shellTemplate).digest('hex').slice(0, 16);
}

module.exports = { OFFLINE_EXTRA_URLS, isShellAsset, precacheUrls, precacheVersion };
