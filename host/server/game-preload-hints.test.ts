import { createGamePreloadHints, preloadLinkTags } from './game-preload-hints';

const PUBLIC_REGISTRY = 'http://localhost:8081/registry.json';
const SERVER_REGISTRY = 'http://remotes:8081/registry.json';

/** A remotes origin in memory serving registry.json, counting requests. */
function fakeRemotes(initial: Record<string, string>) {
  const live: Record<string, string> = { ...initial };
  const requests: string[] = [];
  let registryStatus = 200;
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = String(input);
    requests.push(url);
    if (url !== SERVER_REGISTRY) return new Response('not found', { status: 404 });
    const games = Object.fromEntries(Object.entries(live).map(([slug, version]) => [slug, { version, entry: `${slug}/${version}/mf-manifest.json` }]));
    return new Response(JSON.stringify({ schemaVersion: 1, games }), { status: registryStatus });
  }) as typeof fetch;
  return {
    fetchImpl,
    requests,
    deploy: (slug: string, version: string) => (live[slug] = version),
    failRegistry: (status: number) => (registryStatus = status),
  };
}

const options = (fetchImpl: typeof fetch) => ({ registryUrl: PUBLIC_REGISTRY, serverRegistryUrl: SERVER_REGISTRY, remotesOrigins: ['http://localhost:8081'], fetchImpl });
const fetchHint = (href: string) => ({ as: 'fetch' as const, href });

describe('game preload hints', () => {
  it("names the registry and the game's manifest at the addresses browsers use, read from the server's own address", async () => {
    const remotes = fakeRemotes({ '2048': '1.0.0' });
    expect(await createGamePreloadHints(options(remotes.fetchImpl))('2048')).toEqual([fetchHint(PUBLIC_REGISTRY), fetchHint('http://localhost:8081/2048/1.0.0/mf-manifest.json')]);
    expect(remotes.requests).toEqual([SERVER_REGISTRY]);
  });

  it('follows the live registry: a deploy or rollback changes the next page at once', async () => {
    const remotes = fakeRemotes({ '2048': '1.0.0' });
    const hintsFor = createGamePreloadHints(options(remotes.fetchImpl));
    expect((await hintsFor('2048'))[1].href).toContain('/2048/1.0.0/');
    remotes.deploy('2048', '1.1.0');
    expect((await hintsFor('2048'))[1].href).toContain('/2048/1.1.0/');
    remotes.deploy('2048', '1.0.0');
    expect((await hintsFor('2048'))[1].href).toContain('/2048/1.0.0/');
    expect(remotes.requests).toHaveLength(3);
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

  it('a registry read that never settles (its fetch ignores the abort) costs one deadline, and the next page reads afresh', async () => {
    let calls = 0;
    const stuckOnce = (async (input: string | URL | Request) => {
      calls++;
      if (calls === 1) return new Promise<Response>(() => undefined);
      return fakeRemotes({ '2048': '1.0.0' }).fetchImpl(input);
    }) as typeof fetch;
    const hintsFor = createGamePreloadHints({ ...options(stuckOnce), timeoutMs: 50 });
    expect(await hintsFor('2048')).toEqual([]);
    expect(await hintsFor('2048')).toEqual([fetchHint(PUBLIC_REGISTRY), fetchHint('http://localhost:8081/2048/1.0.0/mf-manifest.json')]);
  });

  it('gives no hints for game code on an origin the page may not load from', async () => {
    const registry = { schemaVersion: 1, games: { '2048': { version: '1.0.0', entry: 'https://elsewhere.example/2048/mf-manifest.json' } } };
    const fetchImpl = (async () => Response.json(registry)) as unknown as typeof fetch;
    expect(await createGamePreloadHints(options(fetchImpl))('2048')).toEqual([]);
  });

  it('preloads no script: an entry naming remoteEntry.js directly gets the registry hint only', async () => {
    const registry = { schemaVersion: 1, games: { '2048': { version: '1.0.0', entry: '2048/1.0.0/remoteEntry.js' } } };
    const fetchImpl = (async () => Response.json(registry)) as unknown as typeof fetch;
    expect(await createGamePreloadHints(options(fetchImpl))('2048')).toEqual([fetchHint(PUBLIC_REGISTRY)]);
  });

  it('writes link tags fetched in CORS mode, attribute values escaped', () => {
    expect(preloadLinkTags([fetchHint('http://localhost:8081/m.json'), fetchHint('http://localhost:8081/a.json?x="><script>')])).toBe(
      '<link rel="preload" as="fetch" href="http://localhost:8081/m.json" crossorigin="anonymous">' +
        '<link rel="preload" as="fetch" href="http://localhost:8081/a.json?x=&quot;&gt;&lt;script&gt;" crossorigin="anonymous">',
    );
  });
});
