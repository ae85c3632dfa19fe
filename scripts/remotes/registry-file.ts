import fs from 'node:fs';
import path from 'node:path';
import { REGISTRY_SCHEMA_VERSION, type Registry, type RegistryEntry } from '@games/shared/contracts';
import { rollbackRemote } from './publish';
import { REGISTRY_FILE } from './releases';

export { REGISTRY_FILE };

export function readRegistryFile(deployDir: string): Registry {
  const file = path.join(deployDir, REGISTRY_FILE);
  if (!fs.existsSync(file)) return { schemaVersion: REGISTRY_SCHEMA_VERSION, games: {} };
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Registry;
  if (parsed.schemaVersion !== REGISTRY_SCHEMA_VERSION || typeof parsed.games !== 'object' || parsed.games === null) {
    throw new Error(`${file} is not a schemaVersion ${REGISTRY_SCHEMA_VERSION} registry; fix or remove it`);
  }
  return parsed;
}

/** Points a game at a published version (one conditional registry write). */
export async function setRegistryEntry(deployDir: string, slug: string, version: string): Promise<RegistryEntry> {
  return rollbackRemote(deployDir, slug, version);
}
