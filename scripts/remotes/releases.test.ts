import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createGamePreloadHints } from '../../host/server/game-preload-hints';
import { createRegistryFetch } from '../../host/server/registry-fetch';
import { createRemotesApp } from './server';
import { startCephS3, type TestS3Server } from './ceph-s3-test-server';
import { FolderReleaseStore, S3ReleaseStore, type ReleaseStore } from './release-store';
import { deployRelease, HISTORY_FILE, listPublishedVersions, pruneReleases, readRegistry, REGISTRY_FILE, rollbackRelease, VersionExistsError } from './releases';

// Releases against a real S3-compatible server (Ceph's radosgw, see ceph-s3-test-server.ts) and a deploy
// folder: the same rules on both.

let s3: TestS3Server;
let tmp: string;
let bucketCount = 0;

beforeAll(async () => {
  s3 = await startCephS3();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-test-'));
}, 180_000);

afterAll(() => {
  s3?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** A small build as a remote's dist holds one: manifest, entry, a hashed chunk and its brotli variant. */
function fakeBuild(slug: string, marker: string, extraFiles = 0): string {
  const dir = fs.mkdtempSync(path.join(tmp, `${slug}-build-`));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: `game_${slug}`, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${slug} ${marker} */ var game=1;`);
  fs.writeFileSync(path.join(dir, `chunk.${marker}.js`), `console.log(${JSON.stringify(marker)})`);
  fs.writeFileSync(path.join(dir, `chunk.${marker}.js.br`), Buffer.from([0x0b, 0x02, 0x80]));
  for (let i = 0; i < extraFiles; i++) fs.writeFileSync(path.join(dir, `part-${i}.${marker}.js`), `/* ${i} */`);
  return dir;
}

async function newS3Store(): Promise<S3ReleaseStore> {
  const bucket = `games-${++bucketCount}`;
  await s3.createBucket(bucket);
  return new S3ReleaseStore(`s3://${bucket}/releases`, s3.client());
}

const stores: Array<[string, () => Promise<ReleaseStore>]> = [
  ['an S3 bucket (radosgw)', newS3Store],
  ['a deploy folder', async () => new FolderReleaseStore(fs.mkdtempSync(path.join(tmp, 'deploy-')))],
];

describe.each(stores)('releases on %s', (_name, newStore) => {
  it('publishes a version once and makes it live; the same bytes again are a no-op, other bytes are refused', async () => {
    const store = await newStore();
    const first = await deployRelease(store, { slug: '2048', version: '1.1.0', dir: fakeBuild('2048', 'a') });
    expect(first.uploaded).toBe(true);
    expect((await readRegistry(store)).games['2048']).toEqual({ version: '1.1.0', entry: '2048/1.1.0/mf-manifest.json' });
    const again = await deployRelease(store, { slug: '2048', version: '1.1.0', dir: fakeBuild('2048', 'a') });
    expect(again.uploaded).toBe(false);
    await expect(deployRelease(store, { slug: '2048', version: '1.1.0', dir: fakeBuild('2048', 'b') })).rejects.toThrow(VersionExistsError);
    // The refused build left the published bytes as they were.
    expect((await store.readText('2048/1.1.0/remoteEntry.js'))!.text).toContain('2048 a');
  });

  it('lands both of two releases of different games started at once, 20 rounds in a row', async () => {
    const store = await newStore();
    let conflicts = 0;
    for (let round = 1; round <= 20; round++) {
      const version = `1.${round}.0`;
      await Promise.all(
        ['sudoku', 'chess'].map((slug) =>
          deployRelease(store, { slug, version, dir: fakeBuild(slug, `r${round}`), onConflict: () => conflicts++ }),
        ),
      );
      const registry = await readRegistry(store);
      expect({ round, sudoku: registry.games.sudoku, chess: registry.games.chess }).toEqual({
        round,
        sudoku: { version, entry: `sudoku/${version}/mf-manifest.json` },
        chess: { version, entry: `chess/${version}/mf-manifest.json` },
      });
    }
    // The race was real: some writes lost their If-Match and were applied again.
    expect(conflicts).toBeGreaterThan(0);
    console.log(`${_name}: 20 rounds × 2 concurrent releases, ${conflicts} conditional-write conflicts retried`);
  }, 120_000);

  it('keeps every other game, unknown registry fields and an entry as published', async () => {
    const store = await newStore();
    await store.writeTextIf(REGISTRY_FILE, JSON.stringify({ schemaVersion: 1, note: 'kept', games: { tango: { version: '2.0.0', entry: 'tango/2.0.0/mf-manifest.json', title: 'Tango' } } }), { ifNoneMatch: '*' }, { cacheControl: 'no-cache', contentType: 'application/json' });
    const registryEntry = { version: '1.2.0', entry: 'zip/1.2.0/mf-manifest.json', title: 'Zip', categories: ['logic'] };
    await deployRelease(store, { slug: 'zip', version: '1.2.0', dir: fakeBuild('zip', 'z'), registryEntry });
    expect(await readRegistry(store)).toEqual({
      schemaVersion: 1,
      note: 'kept',
      games: { tango: { version: '2.0.0', entry: 'tango/2.0.0/mf-manifest.json', title: 'Tango' }, zip: registryEntry },
    });
  });

  it('rolls one game back with one registry write, restoring the entry that version was published with', async () => {
    const store = await newStore();
    await deployRelease(store, { slug: 'queens-game', version: '1.0.0', dir: fakeBuild('queens-game', 'q1'), registryEntry: { version: '1.0.0', entry: 'queens-game/1.0.0/mf-manifest.json', title: 'Queens' } });
    await deployRelease(store, { slug: 'queens-game', version: '1.1.0', dir: fakeBuild('queens-game', 'q2') });
    await deployRelease(store, { slug: 'tango-game', version: '3.0.0', dir: fakeBuild('tango-game', 't') });
    const writes: string[] = [];
    const write = store.writeTextIf.bind(store);
    const spy = jest.spyOn(store, 'writeTextIf').mockImplementation((file, ...rest) => {
      writes.push(file);
      return write(file, ...rest);
    });
    await rollbackRelease(store, 'queens-game', '1.0.0');
    spy.mockRestore();
    expect(writes.filter((f) => f === REGISTRY_FILE)).toHaveLength(1);
    expect(writes).toEqual([HISTORY_FILE, REGISTRY_FILE]);
    const registry = await readRegistry(store);
    expect(registry.games['queens-game']).toEqual({ version: '1.0.0', entry: 'queens-game/1.0.0/mf-manifest.json', title: 'Queens' });
    expect(registry.games['tango-game']).toMatchObject({ version: '3.0.0' });
    await expect(rollbackRelease(store, 'queens-game', '0.9.0')).rejects.toThrow(/not published.*1\.0\.0, 1\.1\.0/);
  });

  it('keeps old versions until they have been out of the registry for the retention period', async () => {
    const store = await newStore();
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
    await deployRelease(store, { slug: 'zip-game', version: '1.0.0', dir: fakeBuild('zip-game', 'v1'), now: () => day(0) });
    await deployRelease(store, { slug: 'zip-game', version: '1.1.0', dir: fakeBuild('zip-game', 'v2'), now: () => day(10) });
    await deployRelease(store, { slug: 'zip-game', version: '1.2.0', dir: fakeBuild('zip-game', 'v3'), now: () => day(35) });
    // Day 41: 1.0.0 left the registry on day 10 (31 days ago), 1.1.0 on day 35 (6 days ago).
    const result = await pruneReleases(store, { retentionDays: 30, now: day(41) });
    expect(result.removed).toEqual([{ slug: 'zip-game', version: '1.0.0' }]);
    expect((await listPublishedVersions(store, 'zip-game')).map((r) => r.version)).toEqual(['1.1.0', '1.2.0']);
    expect(await store.list('zip-game/1.0.0/')).toEqual([]);
    // The live version stays however old it is.
    expect((await pruneReleases(store, { retentionDays: 30, now: day(400) })).removed).toEqual([{ slug: 'zip-game', version: '1.1.0' }]);
    expect((await readRegistry(store)).games['zip-game']).toMatchObject({ version: '1.2.0' });
  });
});

describe('releases on an S3 bucket', () => {
  it('never lists a release whose upload failed half-way, and the retried release lands', async () => {
    const store = await newS3Store();
    await deployRelease(store, { slug: 'word-search', version: '1.0.0', dir: fakeBuild('word-search', 'w1') });
    const before = await store.readText(REGISTRY_FILE);
    const build = fakeBuild('word-search', 'w2', 12);
    // The network goes away after six objects of the new version.
    let puts = 0;
    const failing = new S3ReleaseStore(store.where, s3.client());
    failing.client.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'PutObjectCommand' && ++puts > 6) throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
        return next(args);
      },
      { step: 'initialize', name: 'failHalfWay' },
    );
    await expect(deployRelease(failing, { slug: 'word-search', version: '1.1.0', dir: build })).rejects.toThrow(/socket hang up/);
    expect(puts).toBeGreaterThan(6);
    expect((await store.list('word-search/1.1.0/')).length).toBeGreaterThan(0);
    // Half a version is in the bucket, but nothing names it: the registry is byte for byte what it was.
    expect(await store.readText(REGISTRY_FILE)).toEqual(before);
    expect(await store.readText('word-search/1.1.0/release.json')).toBeUndefined();
    expect((await listPublishedVersions(store, 'word-search')).map((r) => r.version)).toEqual(['1.0.0']);
    // Running the same release again finishes it.
    const retried = await deployRelease(store, { slug: 'word-search', version: '1.1.0', dir: build });
    expect(retried.entry).toEqual({ version: '1.1.0', entry: 'word-search/1.1.0/mf-manifest.json' });
  });

  it('uploads version files immutable with their content types, and the registry no-cache', async () => {
    const store = await newS3Store();
    await deployRelease(store, { slug: '2048', version: '1.0.0', dir: fakeBuild('2048', 'h') });
    const bucket = store.where.replace(/^s3:\/\/([^/]+).*$/, '$1');
    const head = (key: string) => s3.client().send(new HeadObjectCommand({ Bucket: bucket, Key: `releases/${key}` }));
    expect(await head('2048/1.0.0/remoteEntry.js')).toMatchObject({ ContentType: 'text/javascript; charset=utf-8', CacheControl: 'public, max-age=31536000, immutable' });
    expect(await head('2048/1.0.0/chunk.h.js.br')).toMatchObject({ ContentType: 'text/javascript; charset=utf-8', CacheControl: 'public, max-age=31536000, immutable' });
    expect(await head('2048/1.0.0/mf-manifest.json')).toMatchObject({ ContentType: 'application/json; charset=utf-8' });
    expect(await head('registry.json')).toMatchObject({ ContentType: 'application/json; charset=utf-8', CacheControl: 'no-cache' });
  });

  it('refuses, at the store, a write over a registry that changed since it was read', async () => {
    const store = await newS3Store();
    await deployRelease(store, { slug: 'chess', version: '1.0.0', dir: fakeBuild('chess', 'c') });
    const read = (await store.readText(REGISTRY_FILE))!;
    const bucket = store.where.replace(/^s3:\/\/([^/]+).*$/, '$1');
    await s3.client().send(new PutObjectCommand({ Bucket: bucket, Key: 'releases/registry.json', Body: read.text.replace('1.0.0', '1.0.0') + ' ' }));
    expect(await store.writeTextIf(REGISTRY_FILE, '{}', { ifMatch: read.etag }, { cacheControl: 'no-cache', contentType: 'application/json' })).toBe(false);
  });
});

describe('reading releases from the bucket', () => {
  it('the remotes origin serves the registry no-cache and version files immutable, precompressed when asked', async () => {
    const store = await newS3Store();
    await deployRelease(store, { slug: '2048', version: '1.0.0', dir: fakeBuild('2048', 'o') });
    const bucketUrl = store.where;
    const previous = { ...process.env };
    Object.assign(process.env, s3.env);
    const server = createRemotesApp(path.join(tmp, 'unused'), { bucketUrl }).listen(0, '127.0.0.1');
    try {
      await new Promise((r) => server.once('listening', r));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const registry = await fetch(`${origin}/registry.json`);
      expect(registry.headers.get('cache-control')).toBe('no-cache');
      expect((await registry.json()).games['2048']).toEqual({ version: '1.0.0', entry: '2048/1.0.0/mf-manifest.json' });
      const chunk = await fetch(`${origin}/2048/1.0.0/chunk.o.js`, { headers: { 'accept-encoding': 'br' } });
      expect({ status: chunk.status, type: chunk.headers.get('content-type'), cache: chunk.headers.get('cache-control') }).toEqual({ status: 200, type: 'text/javascript; charset=utf-8', cache: 'public, max-age=31536000, immutable' });
      const entry = await fetch(`${origin}/2048/1.0.0/remoteEntry.js`);
      expect(await entry.text()).toContain('2048 o');
      expect((await fetch(`${origin}/2048/9.9.9/remoteEntry.js`)).status).toBe(404);
      expect((await fetch(`${origin}/release-history.json`)).status).toBe(404);
    } finally {
      server.close();
      process.env = previous;
    }
  });

  it("the host server's preload hints follow the registry in the bucket (SERVER_REGISTRY_URL=s3://…), rollbacks included", async () => {
    const store = await newS3Store();
    await deployRelease(store, { slug: '2048', version: '1.0.0', dir: fakeBuild('2048', 'p1') });
    await deployRelease(store, { slug: '2048', version: '1.1.0', dir: fakeBuild('2048', 'p2') });
    const hints = createGamePreloadHints({
      registryUrl: 'https://games.example.com/registry.json',
      serverRegistryUrl: `${store.where}/registry.json`,
      remotesOrigins: ['https://games.example.com'],
      timeoutMs: 2000,
      fetchImpl: createRegistryFetch(() => s3.client()),
    });
    expect(await hints('2048')).toEqual([
      { href: 'https://games.example.com/registry.json', as: 'fetch' },
      { href: 'https://games.example.com/2048/1.1.0/mf-manifest.json', as: 'fetch' },
      { href: 'https://games.example.com/2048/1.1.0/remoteEntry.js', as: 'script' },
    ]);
    await rollbackRelease(store, '2048', '1.0.0');
    expect((await hints('2048'))[1]).toEqual({ href: 'https://games.example.com/2048/1.0.0/mf-manifest.json', as: 'fetch' });
  });
});
