import type { PublishedEntry } from './releases';

/**
 * The registry entry a release of a game goes live with. The path is relative to the registry, so one
 * folder or bucket serves any origin. Fields other than version and entry (a game's catalogue record)
 * are published from here as well; the registry keeps whatever an entry holds.
 */
export function registryEntryFor(slug: string, version: string): PublishedEntry {
  return { version, entry: `${slug}/${version}/mf-manifest.json` };
}
