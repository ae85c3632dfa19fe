import { createGamePreloadHints, manifestFacts, preloadLinkTags } from './game-preload-hints';

const PUBLIC_REGISTRY = 'http://localhost:8081/registry.json';
const SERVER_REGISTRY = 'http://remotes:8081/registry.json';

/** A remotes origin in memory serving registry.json, counting requests. */
function fakeRemotes(initial: Record<string, string>) {
  const live: Record<string, string> = { ...initial };
  const requests: string[] = [];
  let registryStatus = 200;
  let manifestStatus = 200;
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = String(input);
    requests.push(url);
    if (url.endsWith('/mf-manifest.json')) {
      if (manifestStatus !== 200) return new Response('down', { status: manifestStatus });
      return Response.json(manifestOf(url));
    }
    if (url !== SERVER_REGISTRY) return new Response('not found', { status: 404 });
    const games = Object.fromEntries(Object.entries(live).map(([slug, version]) => [slug, { version, entry: `${slug}/${version}/mf-manifest.json` }]));
    return new Response(JSON.stringify({ schemaVersion: 1, games }), { status: registryStatus });
  }) as typeof fetch;
  return {
    fetchImpl,
    requests,
    deploy: (slug: string, version: string) => (live[slug] = version),
    failRegistry: (status: number) => (registryStatus = status),
    failManifests: (status: number) => (manifestStatus = status),
  };
}

/** An mf-manifest.json as the federation plugin writes it (publicPath auto: files beside it). */
const manifestOf = (_url: string) => ({
  metaData: { name: 'game_2048', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [{ name: 'Game', path: './Game', assets: { js: { sync: ['__federation_expose_Game.a46c.js'], async: ['135.js'] }, css: { sync: ['__federation_expose_Game.css'], async: [] } } }],
});

const options = (fetchImpl: typeof fetch) => ({ registryUrl: PUBLIC_REGISTRY, serverRegistryUrl: SERVER_REGISTRY, remotesOrigins: ['http://localhost:8081'], fetchImpl });
const fetchHint = (href: string) => ({ as: 'fetch' as const, href });

describe('game preload hints', () => {
  it("names the registry, the game's manifest, its remoteEntry and its Game module's own chunk and stylesheet, at the addresses browsers use, read from the server's own address", async () => {
    const remotes = fakeRemotes({ '2048': '1.0.0' });
    const manifest = 'http://localhost:8081/2048/1.0.0/mf-manifest.json';
    expect(await createGamePreloadHints(options(remotes.fetchImpl))('2048')).toEqual([
      fetchHint(PUBLIC_REGISTRY),
      fetchHint(manifest),
      { as: 'script', href: 'http://localhost:8081/2048/1.0.0/remoteEntry.js' },
      // Only what the Game module needs at once: its async chunks (help, result) are not hinted.
      { as: 'script', href: 'http://localhost:8081/2048/1.0.0/__federation_expose_Game.a46c.js' },
      { as: 'style', href: 'http://localhost:8081/2048/1.0.0/__federation_expose_Game.css' },
    ]);
    // The manifest too is read from the server's own address of the remotes origin.
    expect(remotes.requests).toEqual([SERVER_REGISTRY, 'http://remotes:8081/2048/1.0.0/mf-manifest.json']);
  });

  it('reads each versioned manifest once; a manifest that fails leaves its files unhinted and is read again next time', async () => {
    const remotes = fakeRemotes({ '2048': '1.0.0' });
    const hintsFor = createGamePreloadHints(options(remotes.fetchImpl));
    remotes.failManifests(503);
    expect(await hintsFor('2048')).toHaveLength(2);
    remotes.failManifests(200);
    expect(await hintsFor('2048')).toHaveLength(5);
    expect(await hintsFor('2048')).toHaveLength(5);
    expect(remotes.requests.filter((url) => url.endsWith('mf-manifest.json'))).toHaveLength(2);
  });

  it('follows the live registry: a deploy or rollback changes the next page at once', async () => {
    const remotes = fakeRemotes({ '2048': '1.0.0' });
    const hintsFor = createGamePreloadHints(options(remotes.fetchImpl));
    expect((await hintsFor('2048'))[1].href).toContain('/2048/1.0.0/');
    remotes.deploy('2048', '1.1.0');
    expect((await hintsFor('2048'))[1].href).toContain('/2048/1.1.0/');
    remotes.deploy('2048', '1.0.0');
    expect((await hintsFor('2048'))[1].href).toContain('/2048/1.0.0/');
    // Three registry reads; the two versions' manifests once each.
    expect(remotes.requests).toHaveLength(5);
  });

  it('gives no hints for a game the registry does not list', async () => {
    const remotes = fakeRemotes({ '2048': '1.0.0' });
    expect(await createGamePreloadHints(options(remotes.fetchImpl))('sudoku')).toEqual([]);
  });

  it('gives no hints when the registry fails, is not JSON, or does not answer in time', async () => {
    const remotes = fakeRemotes({ '2048': '1.0.0' });
    remotes.failRegistry(500);
    expect(await createGamePreloadHints(options(remotes.fetchImpl))('2048')).toEqual([]);
    const notJson = (async () => new Response('<html>', { status: 200 })) as unknown as typeof fetch;
    expect(await createGamePreloadHints(options(notJson))('2048')).toEqual([]);
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await createGamePreloadHints(options(down))('2048')).toEqual([]);
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as unknown as typeof fetch;
    expect(await createGamePreloadHints({ ...options(hanging), timeoutMs: 20 })('2048')).toEqual([]);
  });

  it('tells the metrics how each registry read ended: ok, error or timeout', async () => {
    const reads: string[] = [];
    const onRegistryRead = (outcome: string, seconds: number) => reads.push(`${outcome}${seconds >= 0 ? '' : ' negative'}`);
    await createGamePreloadHints({ ...options(fakeRemotes({ '2048': '1.0.0' }).fetchImpl), onRegistryRead })('2048');
    const failing = fakeRemotes({ '2048': '1.0.0' });
    failing.failRegistry(503);
    await createGamePreloadHints({ ...options(failing.fetchImpl), onRegistryRead })('2048');
    const stuck = (async () => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    await createGamePreloadHints({ ...options(stuck), timeoutMs: 20, onRegistryRead })('2048');
    expect(reads).toEqual(['ok', 'error', 'timeout']);
  });

  it('a registry read that never settles (its fetch ignores the abort) costs one deadline, and the next page reads afresh', async () => {
    let calls = 0;
    const stuckOnce = (async (input: string | URL | Request) => {
      calls++;
      if (calls === 1) return new Promise<Response>(() => undefined);
      return fakeRemotes({ '2048': '1.0.0' }).fetchImpl(input);
    }) as typeof fetch;
    const hintsFor = createGamePreloadHints({ ...options(stuckOnce), timeoutMs: 50 });
    expect(await hintsFor('2048')).toEqual([]);
    expect((await hintsFor('2048')).slice(0, 2)).toEqual([fetchHint(PUBLIC_REGISTRY), fetchHint('http://localhost:8081/2048/1.0.0/mf-manifest.json')]);
  });

  it('gives no hints for game code on an origin the page may not load from', async () => {
    const registry = { schemaVersion: 1, games: { '2048': { version: '1.0.0', entry: 'https://elsewhere.example/2048/mf-manifest.json' } } };
    const fetchImpl = (async () => Response.json(registry)) as unknown as typeof fetch;
    expect(await createGamePreloadHints(options(fetchImpl))('2048')).toEqual([]);
  });

  it('an entry naming remoteEntry.js directly is hinted as that script', async () => {
    const registry = { schemaVersion: 1, games: { '2048': { version: '1.0.0', entry: '2048/1.0.0/remoteEntry.js' } } };
    const fetchImpl = (async () => Response.json(registry)) as unknown as typeof fetch;
    expect(await createGamePreloadHints(options(fetchImpl))('2048')).toEqual([fetchHint(PUBLIC_REGISTRY), { as: 'script', href: 'http://localhost:8081/2048/1.0.0/remoteEntry.js' }]);
  });

  it('reads a manifest with an absolute publicPath and refuses what is not a manifest', () => {
    const manifest = { metaData: { publicPath: 'https://cdn.example/2048/1.0.0/', remoteEntry: { name: 'remoteEntry.js', path: 'entry' } }, exposes: [] };
    expect(manifestFacts(manifest, 'http://localhost:8081/2048/1.0.0/mf-manifest.json')).toEqual({ remoteEntry: 'https://cdn.example/2048/1.0.0/entry/remoteEntry.js', js: [], css: [] });
    expect(manifestFacts({ hello: 1 }, 'http://x/m.json')).toBeNull();
    expect(manifestFacts(null, 'http://x/m.json')).toBeNull();
  });

  it('writes scripts and styles without crossorigin, as the runtime requests them', () => {
    expect(preloadLinkTags([{ as: 'script', href: 'http://localhost:8081/e.js' }, { as: 'style', href: 'http://localhost:8081/g.css' }])).toBe(
      '<link rel="preload" as="script" href="http://localhost:8081/e.js"><link rel="preload" as="style" href="http://localhost:8081/g.css">',
    );
  });

  it('writes link tags fetched in CORS mode, attribute values escaped', () => {
    expect(preloadLinkTags([fetchHint('http://localhost:8081/m.json'), fetchHint('http://localhost:8081/a.json?x="><script>')])).toBe(
      '<link rel="preload" as="fetch" href="http://localhost:8081/m.json" crossorigin="anonymous">' +
        '<link rel="preload" as="fetch" href="http://localhost:8081/a.json?x=&quot;&gt;&lt;script&gt;" crossorigin="anonymous">',
    );
  });
});
