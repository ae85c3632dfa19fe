import fs from 'node:fs';
import path from 'node:path';
import { catalogRecordProblems, REGISTRY_SCHEMA_VERSION, type CatalogRecord } from '@games/shared/contracts';
import type { ReleaseStore } from './release-store';
import { REGISTRY_FILE, updateJson } from './releases';

/** Written by the remote's build beside mf-manifest.json (shared/build/catalog-record-plugin.js). */
export const CATALOG_RECORD_FILE = 'catalog.json';

/**
 * The registry entry's share of a release's catalogue record: the game's card, gallery position and page
 * metadata as the release carries them, so making a version live (deploy, rollback, npm start, the seed)
 * also makes its record live, and the host needs no rebuild. A release built before games carried their
 * record has none (the host then uses its snapshot). A malformed record stops the registry write: published,
 * it would disable the game.
 */
export function catalogEntryFields(versionDir: string): { catalog?: CatalogRecord } {
  const file = path.join(versionDir, CATALOG_RECORD_FILE);
  if (!fs.existsSync(file)) return {};
  const record: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  const problems = catalogRecordProblems(record);
  if (problems.length) throw new Error(`${file} is not a usable catalogue record:\n  ${problems.join('\n  ')}`);
  return { catalog: record as CatalogRecord };
}

/**
 * Retires a game: its entry leaves the registry in one conditional write, so the portal stops listing it and
 * its page answers 404 from the next page on, without a host release. Its published versions stay (until
 * the prune), so `npm run rollback` brings it back. False when the registry did not list it.
 */
export async function retireGame(store: ReleaseStore, slug: string): Promise<boolean> {
  let listed = false;
  await updateJson<{ schemaVersion: number; games: Record<string, unknown> }>(
    store,
    REGISTRY_FILE,
    'no-cache',
    () => ({ schemaVersion: REGISTRY_SCHEMA_VERSION, games: {} }),
    (registry) => {
      listed = Object.hasOwn(registry.games ?? {}, slug);
      const games = Object.fromEntries(Object.entries(registry.games ?? {}).filter(([name]) => name !== slug));
      return { ...registry, games };
    },
  );
  return listed;
}
