import { catalogEntryFields } from './catalog-entry';
import type { PublishedEntry } from './releases';

/**
 * The registry entry a release of a game goes live with. The path is relative to the registry, so one
 * folder or bucket serves any origin. With the build's folder, the entry carries the game's catalogue
 * record from it (catalog-entry.ts), so the release makes its card, gallery place and page metadata live.
 */
export function registryEntryFor(slug: string, version: string, buildDir?: string): PublishedEntry {
  return { version, entry: `${slug}/${version}/mf-manifest.json`, ...(buildDir ? catalogEntryFields(buildDir) : {}) };
}
