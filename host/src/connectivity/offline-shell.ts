/**
 * The <meta name> the host server puts only in the app shell page (APP_SHELL_PATH). The service
 * worker shows that page only when a page load failed for want of a network, so a document carrying
 * it was loaded offline, even where the browser still claims to be online (a network that is up but
 * reaches nothing).
 */
export const OFFLINE_SHELL_META_NAME = 'portal-offline-shell';

export function servedFromOfflineShell(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): boolean {
  return doc?.querySelector(`meta[name="${OFFLINE_SHELL_META_NAME}"]`) != null;
}
