// The host's runtime configuration reaches the page as a JSON script (`<script type="application/json"
// id="portal-config">`, injected by the host server, read by host/src/app/config.ts). A game reads the one
// field it may use, the site's name (for share texts), from the same element: no rebuild of a game when
// the portal is renamed, and no prop to thread through every game.
export const PORTAL_CONFIG_ELEMENT_ID = 'portal-config';

/** The site's name from the page's runtime configuration; null outside the portal (tests, the bench page). */
export function siteNameOf(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string | null {
  const text = doc?.getElementById(PORTAL_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    const name = typeof parsed === 'object' && parsed !== null ? (parsed as { siteName?: unknown }).siteName : undefined;
    return typeof name === 'string' && name.trim() ? name.trim() : null;
  } catch {
    return null;
  }
}
