import fs from 'node:fs';
import path from 'node:path';
import { setRegistryEntry } from './registry-file';

export class VersionExistsError extends Error {
  constructor(slug: string, version: string) {
    super(`${slug} ${version} is already deployed and deployed versions are never overwritten; bump the version in remotes/${slug}/package.json`);
    this.name = 'VersionExistsError';
  }
}

export function versionDir(deployDir: string, slug: string, version: string): string {
  return path.join(deployDir, slug, version);
}

export function isDeployed(deployDir: string, slug: string, version: string): boolean {
  return fs.existsSync(path.join(versionDir(deployDir, slug, version), 'mf-manifest.json'));
}

export function listDeployedVersions(deployDir: string, slug: string): string[] {
  const dir = path.join(deployDir, slug);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((v) => !v.startsWith('.') && isDeployed(deployDir, slug, v));
}

/** A hidden staging folder beside the final one, so the final rename is atomic. */
export function stagingDir(deployDir: string, slug: string, version: string): string {
  return path.join(deployDir, slug, `.staging-${version}-${process.pid}-${Date.now()}`);
}

/**
 * Moves a finished build into <deployDir>/<slug>/<version>/ (refusing to overwrite) and makes it live.
 * `build` fills the staging folder it is given; copying an existing dist folder is one such build.
 */
export async function publishRemote(
  deployDir: string,
  slug: string,
  version: string,
  build: (stagingPath: string) => Promise<void>,
): Promise<{ dir: string; entry: string }> {
  const target = versionDir(deployDir, slug, version);
  if (fs.existsSync(target)) throw new VersionExistsError(slug, version);
  const staging = stagingDir(deployDir, slug, version);
  fs.mkdirSync(path.dirname(staging), { recursive: true });
  try {
    await build(staging);
    if (!fs.existsSync(path.join(staging, 'mf-manifest.json'))) throw new Error(`the ${slug} build produced no mf-manifest.json`);
    if (fs.existsSync(target)) throw new VersionExistsError(slug, version);
    fs.renameSync(staging, target);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  const entry = await setRegistryEntry(deployDir, slug, version);
  return { dir: target, entry: entry.entry };
}

export function copyBuild(from: string) {
  return async (staging: string) => {
    fs.cpSync(from, staging, { recursive: true });
  };
}

/** Points the registry back (or forward) to a version that is already deployed. */
export async function rollbackRemote(deployDir: string, slug: string, version: string) {
  if (!isDeployed(deployDir, slug, version)) {
    const known = listDeployedVersions(deployDir, slug);
    throw new Error(`${slug} ${version} is not deployed. Deployed versions: ${known.length ? known.join(', ') : 'none'}`);
  }
  return setRegistryEntry(deployDir, slug, version);
}
