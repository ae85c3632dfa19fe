import fs from 'node:fs';
import path from 'node:path';
import { REGISTRY_SCHEMA_VERSION, type Registry, type RegistryEntry } from '@games/shared/contracts';
import { catalogEntryFields } from './catalog-entry';

export const REGISTRY_FILE = 'registry.json';
const LOCK_DIR = '.registry.lock';

export function readRegistryFile(deployDir: string): Registry {
  const file = path.join(deployDir, REGISTRY_FILE);
  if (!fs.existsSync(file)) return { schemaVersion: REGISTRY_SCHEMA_VERSION, games: {} };
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Registry;
  if (parsed.schemaVersion !== REGISTRY_SCHEMA_VERSION || typeof parsed.games !== 'object' || parsed.games === null) {
    throw new Error(`${file} is not a schemaVersion ${REGISTRY_SCHEMA_VERSION} registry; fix or remove it`);
  }
  return parsed;
}

/** Writes the whole registry atomically: readers see the old file or the new one, never half of one. */
function writeRegistryFile(deployDir: string, registry: Registry) {
  fs.mkdirSync(deployDir, { recursive: true });
  const file = path.join(deployDir, REGISTRY_FILE);
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(temp, file);
}

/** A cross-process lock (mkdir is atomic) so two deploys never lose each other's registry change. */
async function withRegistryLock<T>(deployDir: string, work: () => T): Promise<T> {
  fs.mkdirSync(deployDir, { recursive: true });
  const lock = path.join(deployDir, LOCK_DIR);
  const started = Date.now();
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock older than 30 s was left by a crashed deploy.
      const age = Date.now() - fs.statSync(lock, { throwIfNoEntry: false })!.mtimeMs;
      if (age > 30_000) fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() - started > 60_000) throw new Error(`could not lock ${lock}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** Points a game at a version (path relative to the registry, so any origin can serve the folder). */
export function setRegistryEntry(deployDir: string, slug: string, version: string): Promise<RegistryEntry> {
  return withRegistryLock(deployDir, () => {
    const registry = readRegistryFile(deployDir);
    const entry = { version, entry: `${slug}/${version}/mf-manifest.json`, ...catalogEntryFields(path.join(deployDir, slug, version)) };
    registry.games = { ...registry.games, [slug]: entry };
    writeRegistryFile(deployDir, registry);
    return entry;
  });
}
