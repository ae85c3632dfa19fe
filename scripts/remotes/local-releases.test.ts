import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDigest, shortDigest } from './build-digest';
import { releaseLocalBuild } from './local-releases';
import { FolderReleaseStore } from './release-store';
import { listPublishedVersions, readRegistry, rollbackRelease } from './releases';
import { syncSeed } from './seed';

// npm start and the compose seed publish what was built on this machine: a changed build is a new version.

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'local-releases-'));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

function build(name: string, code: string): string {
  const dir = path.join(tmp, 'builds', name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"game_2048"}');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), code);
  return dir;
}

const liveVersion = async (deployDir: string) => ((await readRegistry(new FolderReleaseStore(deployDir))).games['2048'] as { version: string }).version;

describe('npm start publishing local builds', () => {
  it('publishes a changed build without a version bump as <version>+<digest>, keeps the old one, and leaves a rollback alone', async () => {
    const deployDir = path.join(tmp, 'deploy');
    const first = build('first', 'var v=1');
    expect(await releaseLocalBuild(deployDir, { slug: '2048', version: '1.1.0', dir: first })).toBe('2048 1.1.0 deployed');
    // A restart with the same build changes nothing.
    expect(await releaseLocalBuild(deployDir, { slug: '2048', version: '1.1.0', dir: first })).toBeUndefined();

    const changed = build('changed', 'var v=2');
    const derived = `1.1.0+${shortDigest(buildDigest(changed))}`;
    expect(await releaseLocalBuild(deployDir, { slug: '2048', version: '1.1.0', dir: changed })).toBe(`2048 ${derived} deployed (its build differs from the published 1.1.0)`);
    expect(await liveVersion(deployDir)).toBe(derived);
    expect(fs.readFileSync(path.join(deployDir, '2048', '1.1.0', 'remoteEntry.js'), 'utf8')).toBe('var v=1');
    expect((await listPublishedVersions(new FolderReleaseStore(deployDir), '2048')).map((r) => r.version)).toEqual(['1.1.0', derived]);

    await rollbackRelease(new FolderReleaseStore(deployDir), '2048', '1.1.0');
    expect(await releaseLocalBuild(deployDir, { slug: '2048', version: '1.1.0', dir: changed })).toBeUndefined();
    expect(await liveVersion(deployDir)).toBe('1.1.0');
  });

  it('adopts a version folder published before release records, by the digest of what it holds', async () => {
    const deployDir = path.join(tmp, 'deploy');
    const old = build('old', 'var v=0');
    fs.cpSync(old, path.join(deployDir, '2048', '1.0.0'), { recursive: true });
    expect(await releaseLocalBuild(deployDir, { slug: '2048', version: '1.0.0', dir: old })).toBe('2048 1.0.0 listed');
    const rebuilt = build('rebuilt', 'var v=0.1');
    expect(await releaseLocalBuild(deployDir, { slug: '2048', version: '1.0.0', dir: rebuilt })).toMatch(/^2048 1\.0\.0\+[0-9a-f]{8} deployed/);
  });
});

describe('the remotes image seed', () => {
  it('brings every version of the seed in, makes the seed live once, and keeps a rollback across restarts', async () => {
    const seedDir = path.join(tmp, 'seed');
    const deployDir = path.join(tmp, 'volume');
    // The image was built from a previous image's seed (1.1.0) and this build (1.2.0, live).
    await releaseLocalBuild(seedDir, { slug: '2048', version: '1.1.0', dir: build('a', 'var v=1') }, { makeLive: 'always' });
    await releaseLocalBuild(seedDir, { slug: '2048', version: '1.2.0', dir: build('b', 'var v=2') }, { makeLive: 'always' });

    expect(await syncSeed(seedDir, deployDir)).toEqual(['2048 1.1.0 published', '2048 1.2.0 deployed']);
    expect(await liveVersion(deployDir)).toBe('1.2.0');
    await rollbackRelease(new FolderReleaseStore(deployDir), '2048', '1.1.0');
    // The container restarts: nothing new in the seed, the rollback stays.
    expect(await syncSeed(seedDir, deployDir)).toEqual([]);
    expect(await liveVersion(deployDir)).toBe('1.1.0');
  });
});
