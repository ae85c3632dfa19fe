import fs from 'node:fs';
import path from 'node:path';
import { buildDigest, shortDigest } from './build-digest';
import { buildPackage, listRemotes, runLimited, type RemotePackage } from '../webpack-build';

/**
 * A version is its bytes. Each game records the digest of its build beside its version
 * (remotes/<slug>/release-digest.json), and `npm test` runs this check after `npm run build`: a game whose
 * build output changed (its code, the kit, a dependency) while its version stayed fails, so a version
 * never names two different builds.
 *
 *   npm run versions                  check (after npm run build)
 *   npm run versions -- --write       bump the patch version of every game whose build changed, rebuild it
 *                                     and record the new digest (also records versions bumped by hand)
 */
export const DIGEST_FILE = 'release-digest.json';

export interface RecordedRelease {
  version: string;
  digest: string;
}

export interface VersionProblem {
  slug: string;
  kind: 'unbuilt' | 'unrecorded' | 'changed-without-bump' | 'bumped-unrecorded';
  message: string;
}

const readJson = <T>(file: string): T | undefined => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined);

/** The version the build in dist/ was made with (the manifest's buildVersion), if any. */
function builtVersion(remote: RemotePackage): string | undefined {
  return readJson<{ metaData?: { buildInfo?: { buildVersion?: string } } }>(path.join(remote.dir, 'dist', 'mf-manifest.json'))?.metaData?.buildInfo?.buildVersion;
}

export function checkRemote(remote: RemotePackage): VersionProblem | undefined {
  const dist = path.join(remote.dir, 'dist');
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json')) || builtVersion(remote) !== remote.version) {
    return { slug: remote.slug, kind: 'unbuilt', message: `${remote.slug}: no build of ${remote.version} in dist/ (npm run build first)` };
  }
  const recorded = readJson<RecordedRelease>(path.join(remote.dir, DIGEST_FILE));
  const digest = buildDigest(dist);
  if (!recorded) return { slug: remote.slug, kind: 'unrecorded', message: `${remote.slug}: no ${DIGEST_FILE} recording its release` };
  if (recorded.version !== remote.version) {
    return { slug: remote.slug, kind: 'bumped-unrecorded', message: `${remote.slug}: version ${remote.version}, but ${DIGEST_FILE} records ${recorded.version}` };
  }
  if (recorded.digest !== digest) {
    return {
      slug: remote.slug,
      kind: 'changed-without-bump',
      message: `${remote.slug}: the build of ${remote.version} changed (${shortDigest(recorded.digest)} → ${shortDigest(digest)}) without a new version`,
    };
  }
  return undefined;
}

function bumpPatch(version: string): string {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!match) throw new Error(`cannot bump ${version}`);
  return `${match[1]}.${match[2]}.${Number(match[3]) + 1}`;
}

function setPackageVersion(remote: RemotePackage, version: string) {
  const file = path.join(remote.dir, 'package.json');
  const text = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, text.replace(/"version":\s*"[^"]+"/, `"version": "${version}"`));
  remote.version = version;
}

async function main() {
  const write = process.argv.includes('--write');
  const remotes = listRemotes();
  const problems = remotes.map(checkRemote).filter((p): p is VersionProblem => p !== undefined);
  if (!write) {
    if (problems.length === 0) {
      console.log(`versions: all ${remotes.length} games' builds match their recorded versions`);
      return;
    }
    console.error(`versions: ${problems.length} game(s) out of step:\n  ${problems.map((p) => p.message).join('\n  ')}\nA version is its bytes: run \`npm run versions -- --write\` (bumps the patch version of each changed game, rebuilds it, records its digest) and commit the result.`);
    process.exit(1);
  }
  // Two builds at once (webpack is CPU-bound), as npm run build does.
  await runLimited(problems, Number(process.env.BUILD_CONCURRENCY ?? 2), async (problem) => {
    const remote = remotes.find((r) => r.slug === problem.slug)!;
    if (problem.kind === 'changed-without-bump') setPackageVersion(remote, bumpPatch(remote.version));
    // The version is part of the build (the manifest's buildVersion): build what is recorded.
    if (builtVersion(remote) !== remote.version || problem.kind === 'changed-without-bump') await buildPackage(remote.dir);
    const record: RecordedRelease = { version: remote.version, digest: buildDigest(path.join(remote.dir, 'dist')) };
    fs.writeFileSync(path.join(remote.dir, DIGEST_FILE), `${JSON.stringify(record, null, 2)}\n`);
    console.log(`${remote.slug} ${remote.version} recorded (${shortDigest(record.digest)})`);
  });
  console.log(`versions: ${problems.length} game(s) recorded, ${remotes.length - problems.length} unchanged`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
