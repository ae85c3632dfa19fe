import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { CatalogRecord } from '@games/shared/contracts';
import { fixtureRecord, FIXTURE_RECORDS } from '../src/catalog/catalog.fixture';
import { createHostApp } from './app';
import { hostConfigFromEnv } from './config';
import { CATALOG_SNAPSHOT_FILE, catalogFromRegistry, createLiveCatalog, readCatalogSnapshot } from './live-catalog';

const REGISTRY_URL = 'http://remotes.test/registry.json';
/** A record as a release publishes it: art beside the manifest. */
const published = (slug: string, id: number): CatalogRecord => ({ ...fixtureRecord(slug, id, ['puzzle']), image: { src: 'card.svg', width: 400, height: 300, alt: `The ${slug} board` } });
const entry = (slug: string, id: number, withRecord = true) => ({
  version: '1.0.0',
  entry: `${slug}/1.0.0/mf-manifest.json`,
  ...(withRecord ? { catalog: published(slug, id) } : {}),
});
const registryWith = (games: Record<string, unknown>) => ({ schemaVersion: 1, games });
const snapshot = { sudoku: FIXTURE_RECORDS.sudoku, '2048': FIXTURE_RECORDS['2048'] };

/** A fetch that answers with what `answer` gives now (a document, an HTTP status, or never). */
function fakeFetch(answer: () => unknown) {
  const calls: string[] = [];
  const fetchImpl = ((url: string) => {
    calls.push(url);
    const value = answer();
    if (value === 'never') return new Promise(() => undefined);
    if (typeof value === 'number') return Promise.resolve(new Response('nope', { status: value }));
    return Promise.resolve(new Response(JSON.stringify(value)));
  }) as typeof fetch;
  return { fetchImpl, calls };
}

describe('catalogFromRegistry', () => {
  it("takes each listed game's published record, with its art resolved into the release's folder", () => {
    const catalog = catalogFromRegistry(registryWith({ minesweeper: entry('minesweeper', 37) }), REGISTRY_URL, snapshot)!;
    expect(catalog.games.map((game) => game.slug)).toEqual(['minesweeper']);
    expect(catalog.records.minesweeper.image.src).toBe('http://remotes.test/minesweeper/1.0.0/card.svg');
  });

  it('leaves out games the registry does not list (retired), and uses the snapshot for a release without a record', () => {
    const catalog = catalogFromRegistry(registryWith({ sudoku: entry('sudoku', 2, false) }), REGISTRY_URL, snapshot)!;
    expect(Object.keys(catalog.records)).toEqual(['sudoku']);
    expect(catalog.records.sudoku).toBe(FIXTURE_RECORDS.sudoku);
  });

  it('keeps a game whose entry is malformed (its page says it is not available), and refuses a document that is no registry', () => {
    const catalog = catalogFromRegistry(registryWith({ '2048': { version: 'bad', entry: 'x' } }), REGISTRY_URL, snapshot)!;
    expect(Object.keys(catalog.records)).toEqual(['2048']);
    expect(catalogFromRegistry({ games: [] }, REGISTRY_URL, snapshot)).toBeUndefined();
  });
});

describe('createLiveCatalog', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 0;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('reads the registry, shares one read between requests that arrive together and keeps it for freshMs', async () => {
    let registry: unknown = registryWith({ '2048': entry('2048', 6) });
    const { fetchImpl, calls } = fakeFetch(() => registry);
    const current = createLiveCatalog({ registryUrl: REGISTRY_URL, serverRegistryUrl: 'http://remotes.internal/registry.json', snapshot, fetchImpl, now, freshMs: 1000 });
    const [a, b] = await Promise.all([current(), current()]);
    expect(a).toBe(b);
    expect(calls).toEqual(['http://remotes.internal/registry.json']);
    registry = registryWith({ '2048': entry('2048', 6), minesweeper: entry('minesweeper', 37) });
    clock = 999;
    expect(Object.keys((await current()).records)).toEqual(['2048']);
    clock = 1000;
    expect(Object.keys((await current()).records)).toEqual(['2048', 'minesweeper']);
    expect(calls).toHaveLength(2);
  });

  it('keeps the same catalogue object while the records stay the same', async () => {
    const { fetchImpl } = fakeFetch(() => registryWith({ '2048': entry('2048', 6) }));
    const current = createLiveCatalog({ registryUrl: REGISTRY_URL, serverRegistryUrl: REGISTRY_URL, snapshot, fetchImpl, now, freshMs: 0 });
    const first = await current();
    clock = 5;
    expect(await current()).toBe(first);
  });

  it.each([
    ['an error status', 503],
    ['a document that is not a registry', { schemaVersion: 99 }],
    ['no answer within the deadline', 'never'],
  ])('serves the snapshot, then the last catalogue read, when the registry gives %s', async (_case, failure) => {
    let answer: unknown = failure;
    const { fetchImpl } = fakeFetch(() => answer);
    const current = createLiveCatalog({ registryUrl: REGISTRY_URL, serverRegistryUrl: REGISTRY_URL, snapshot, fetchImpl, now, timeoutMs: 20, freshMs: 1000 });
    expect(Object.keys((await current()).records).sort()).toEqual(['2048', 'sudoku']);
    answer = registryWith({ minesweeper: entry('minesweeper', 37) });
    clock = 1000;
    expect(Object.keys((await current()).records)).toEqual(['minesweeper']);
    answer = failure;
    clock = 2000;
    expect(Object.keys((await current()).records)).toEqual(['minesweeper']);
    // Said once when the registry becomes unreadable, not on every page.
    expect(console.warn).toHaveBeenCalledTimes(2);
  });
});

describe('readCatalogSnapshot', () => {
  it("reads the host build's snapshot, and is empty for a build without one", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-dist-snapshot-'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readCatalogSnapshot(dir)).toEqual({});
    fs.writeFileSync(path.join(dir, CATALOG_SNAPSHOT_FILE), JSON.stringify({ ...snapshot, broken: { id: 'x' } }));
    expect(Object.keys(readCatalogSnapshot(dir)).sort()).toEqual(['2048', 'sudoku']);
    fs.rmSync(dir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });
});

describe('host server with a live registry', () => {
  // A game deployed after the host was built (minesweeper) and one retired since (sudoku, still in the snapshot).
  const registry = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(registryWith({ '2048': entry('2048', 6), minesweeper: entry('minesweeper', 37) })));
  });
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-dist-live-'));
  let base = '';
  let host: http.Server;
  beforeAll(async () => {
    await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
    const registryUrl = `http://127.0.0.1:${(registry.address() as AddressInfo).port}/registry.json`;
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><meta name="portal-head"></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(distDir, CATALOG_SNAPSHOT_FILE), JSON.stringify(snapshot));
    host = createHostApp({ ...hostConfigFromEnv({ REGISTRY_URL: registryUrl }), distDir }).listen(0, '127.0.0.1');
    await new Promise((resolve) => host.once('listening', resolve));
    base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => host.close(resolve));
    await new Promise((resolve) => registry.close(resolve));
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('serves a game the registry lists, without a host rebuild, and 404s one it no longer lists', async () => {
    expect((await fetch(`${base}/game/minesweeper`)).status).toBe(200);
    expect((await fetch(`${base}/game/sudoku`)).status).toBe(404);
  });

  it("embeds the catalogue it served with in the page, for the client to start from; head metadata only for the page's own game", async () => {
    const embeddedIn = async (pathname: string) => {
      const html = await (await fetch(`${base}${pathname}`)).text();
      return JSON.parse(/<script id="portal-catalog" type="application\/json">(.*?)<\/script>/.exec(html)![1]) as Record<string, Partial<CatalogRecord>>;
    };
    const onFaq = await embeddedIn('/faq');
    expect(Object.keys(onFaq)).toEqual(['2048', 'minesweeper']);
    expect(onFaq.minesweeper.image?.src).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/minesweeper\/1\.0\.0\/card\.svg$/);
    expect(onFaq.minesweeper).not.toHaveProperty('metadata');
    const onGame = await embeddedIn('/game/minesweeper');
    expect(onGame.minesweeper.metadata).toEqual(published('minesweeper', 37).metadata);
    expect(onGame['2048']).not.toHaveProperty('metadata');
  });
});
