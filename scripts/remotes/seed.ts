import fs from 'node:fs';
import path from 'node:path';
import { copyBuild, isDeployed, publishRemote } from './publish';
import { readRegistryFile, setRegistryEntry } from './registry-file';

/**
 * Brings versions baked into an image (seedDir/<slug>/<version>/) into the live deploy folder.
 * A version the folder has never seen is copied and made live; versions already there are left
 * alone, so a rollback done in the running system survives a restart.
 */
export async function syncSeed(seedDir: string, deployDir: string): Promise<string[]> {
  const changes: string[] = [];
  if (!fs.existsSync(seedDir)) return changes;
  const registry = readRegistryFile(deployDir);
  for (const slug of fs.readdirSync(seedDir)) {
    const slugDir = path.join(seedDir, slug);
    if (!fs.statSync(slugDir).isDirectory()) continue;
    for (const version of fs.readdirSync(slugDir)) {
      if (!isDeployed(seedDir, slug, version)) continue;
      if (!isDeployed(deployDir, slug, version)) {
        await publishRemote(deployDir, slug, version, copyBuild(path.join(slugDir, version)));
        changes.push(`${slug} ${version} deployed`);
      } else if (!registry.games[slug]) {
        await setRegistryEntry(deployDir, slug, version);
        changes.push(`${slug} ${version} listed`);
      }
    }
  }
  return changes;
}
