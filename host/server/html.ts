import { PORTAL_CONFIG_ELEMENT_ID } from '@games/shared/contracts';
import type { HostServerConfig } from './config';
import { THEME_INIT_SCRIPT } from '../src/theme/theme-init-script';

/** The template's marker (the minifier may drop its quotes). */
const HEAD_MARKER = /<meta name="?portal-head"?[^>]*>/;
const ROOT = /<div id="?root"?><\/div>/;

/** JSON for a <script type="application/json">: '<' is escaped so the text can never close the tag. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Puts the runtime configuration into index.html as data (not executed, so the CSP stays strict)
 * and warms the connection to the remotes origin.
 */
export interface BootstrapAssets {
  css: string[];
  js: string[];
}

export function renderIndexHtml(
  template: string,
  config: HostServerConfig,
  page?: { head: string; body: string } | null,
  assets: BootstrapAssets = { css: [], js: [] },
): string {
  const portalConfig = {
    siteName: config.siteName,
    contactEmail: config.contactEmail,
    appStoreUrl: config.appStoreUrl,
    registryUrl: config.registryUrl,
    publicUrl: config.publicUrl,
  };
  const head = [
    // First: the player's theme is on <html> before any stylesheet paints.
    `<script>${THEME_INIT_SCRIPT}</script>`,
    `<script id="${PORTAL_CONFIG_ELEMENT_ID}" type="application/json">${jsonForScript(portalConfig)}</script>`,
    ...config.remotesOrigins.map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`),
    ...config.remotesOrigins.map((origin) => `<link rel="preconnect" href="${origin}">`),
    ...assets.css.map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...assets.js.map((file) => `<link rel="preload" as="script" href="/${file}">`),
    page?.head ?? '',
  ].join('');
  const withHead = template.replace(HEAD_MARKER, head);
  if (withHead === template) throw new Error('index.html has no portal-head marker; rebuild the host');
  return page ? withHead.replace(ROOT, `<div id="root">${page.body}</div>`) : withHead;
}
