import { createGamePreloadHints, hintsFromManifest, preloadLinkTags } from './game-preload-hints';

const PUBLIC_REGISTRY = 'http://localhost:8081/registry.json';
const SERVER_REGISTRY = 'http://remotes:8081/registry.json';

const manifest = (version: string) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [{ name: 'react', assets: { js: { sync: ['41.react.js'] } } }],
  exposes: [{ path: './Game', assets: { js: { sync: [`__federation_expose_Game.${version}.js`], async: ['lazy-data.js'] }, css: { sync: [`Game.${version}.css`] } } }],
});

/** A remotes origin in memory: registry.json and each version's manifest, counting requests. */
function fakeRemotes(initial: Record<string, string>) {
  const live = { games: { ...initial } };
  const requests: string[] = [];
  let registryStatus = 200;
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = String(input);
    requests.push(url);
    if (url === SERVER_REGISTRY) {
      const games = Object.fromEntries(Object.entries(live.games).map(([slug, version]) => [slug, { version, entry: `${slug}/${version}/mf-manifest.json` }]));
      return new Response(JSON.stringify({ schemaVersion: 1, games }), { status: registryStatus });
    }
    const match = /^http:\/\/remotes:8081\/([\w-]+)\/([\d.]+)\/mf-manifest\.json$/.exec(url);
    if (match) return Response.json(manifest(match[2]));
    return new Response('not found', { status: 404 });
  }) as typeof fetch;
  return {
    fetchImpl,
    requests,
    deploy: (slug: string, version: string) => (live.games[slug] = version),
    failRegistry: (status: number) => (registryStatus = status),
  };
}

const options = (fetchImpl: typeof fetch) => ({ registryUrl: PUBLIC_REGISTRY, serverRegistryUrl: SERVER_REGISTRY, remotesOrigins: ['http://localhost:8081'], fetchImpl });

describe('game preload hints', () => {
  it("names the game's manifest, remoteEntry and ./Game chunks at the address browsers use", async () => {
    const remotes = fakeRemotes({ '2048': '1.0.0' });
    const hints = await createGamePreloadHints(options(remotes.fetchImpl))('2048');
    expect(hints).toEqual([
      { as: 'fetch', href: 'http://localhost:8081/2048/1.0.0/mf-manifest.json' },
      { as: 'script', href: 'http://localhost:8081/2048/1.0.0/remoteEntry.js' },
      { as: 'script', href: 'http://localhost:8081/2048/1.0.0/__federation_expose_Game.1.0.0.js' },
      { as: 'style', href: 'http://localhost:8081/2048/1.0.0/Game.1.0.0.css' },
    ]);
    // Read from the server's own registry address, never from the public one.
    expect(remotes.requests).toEqual([SERVER_REGISTRY, 'http://remotes:8081/2048/1.0.0/mf-manifest.json']);
  });

  it('follows the live registry: a deploy or rollback changes the next page at once', async () => {
    const remotes = fakeRemotes({ '2048': '1.0.0' });
    const hintsFor = createGamePreloadHints(options(remotes.fetchImpl));
    expect((await hintsFor('2048'))[0].href).toContain('/2048/1.0.0/');
    remotes.deploy('2048', '1.1.0');
    expect((await hintsFor('2048'))[0].href).toContain('/2048/1.1.0/');
    remotes.deploy('2048', '1.0.0');
    expect((await hintsFor('2048'))[0].href).toContain('/2048/1.0.0/');
    // The registry is read for every page; a version's manifest only once (its folder never changes).
    expect(remotes.requests.filter((u) => u === SERVER_REGISTRY)).toHaveLength(3);
    expect(remotes.requests.filter((u) => u.endsWith('/2048/1.0.0/mf-manifest.json'))).toHaveLength(1);
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

  it('gives no hints for game code on an origin the page may not load from', async () => {
    const registry = { schemaVersion: 1, games: { '2048': { version: '1.0.0', entry: 'https://elsewhere.example/2048/mf-manifest.json' } } };
    const fetchImpl = (async () => Response.json(registry)) as unknown as typeof fetch;
    expect(await createGamePreloadHints(options(fetchImpl))('2048')).toEqual([]);
  });

  it('reads a non-auto publicPath and a remoteEntry in a sub-folder', () => {
    const hints = hintsFromManifest(
      { metaData: { publicPath: 'http://cdn.test/g/', remoteEntry: { name: 'remoteEntry.js', path: 'entry/' } }, exposes: [{ path: './Game', assets: { js: { sync: ['a.js'] } } }] },
      'http://localhost:8081/g/1.0.0/mf-manifest.json',
    );
    expect(hints.map((h) => h.href)).toEqual(['http://localhost:8081/g/1.0.0/mf-manifest.json', 'http://cdn.test/g/entry/remoteEntry.js', 'http://cdn.test/g/a.js']);
    expect(hintsFromManifest('not a manifest', 'http://localhost:8081/m.json')).toEqual([]);
  });

  it('writes link tags with the manifest fetched in CORS mode and attribute values escaped', () => {
    expect(
      preloadLinkTags([
        { as: 'fetch', href: 'http://localhost:8081/m.json' },
        { as: 'script', href: 'http://localhost:8081/a.js?x="><script>' },
      ]),
    ).toBe(
      '<link rel="preload" as="fetch" href="http://localhost:8081/m.json" crossorigin="anonymous">' +
        '<link rel="preload" as="script" href="http://localhost:8081/a.js?x=&quot;&gt;&lt;script&gt;">',
    );
  });
});
