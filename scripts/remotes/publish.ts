import fs from 'node:fs';
import path from 'node:path';
import { FolderReleaseStore } from './release-store';
import { deployRelease, listPublishedVersions, rollbackRelease } from './releases';
import { registryEntryFor } from './registry-entry';

export { VersionExistsError } from './releases';

/**
 * A deploy folder's releases in one call each (the e2e specs and older callers use these). The rules are
 * those of ./releases.ts: a version is its bytes, published once, made live with one registry write.
 */
export function isDeployed(deployDir: string, slug: string, version: string): boolean {
  return fs.existsSync(path.join(deployDir, slug, version, 'release.json'));
}

export async function listDeployedVersions(deployDir: string, slug: string): Promise<string[]> {
  return (await listPublishedVersions(new FolderReleaseStore(deployDir), slug)).map((r) => r.version);
}

/** Builds into a staging folder beside the deploy folder's versions (`build` fills it), publishes it and makes it live. */
export async function publishRemote(deployDir: string, slug: string, version: string, build: (stagingPath: string) => Promise<void>): Promise<{ dir: string; entry: string }> {
  const staging = path.join(deployDir, `.staging-${slug}-${process.pid}-${Date.now()}`);
  fs.mkdirSync(staging, { recursive: true });
  try {
    await build(staging);
    const { entry } = await deployRelease(new FolderReleaseStore(deployDir), { slug, version, dir: staging, registryEntry: registryEntryFor(slug, version, staging) });
    return { dir: path.join(deployDir, slug, version), entry: entry.entry };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

export function copyBuild(from: string) {
  return async (staging: string) => {
    fs.cpSync(from, staging, { recursive: true });
  };
}

/** Points the registry back (or forward) to a version that is already published. */
export function rollbackRemote(deployDir: string, slug: string, version: string) {
  return rollbackRelease(new FolderReleaseStore(deployDir), slug, version);
}
