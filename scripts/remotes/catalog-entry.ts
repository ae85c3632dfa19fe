import fs from 'node:fs';
import path from 'node:path';
import { catalogRecordProblems, type CatalogRecord } from '@games/shared/contracts';

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
