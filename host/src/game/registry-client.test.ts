/** @jest-environment node */
import { GameLoadError } from './game-load-error';
import { describeLoadError } from './describe-load-error';
import { createRegistryClient, fetchRegistry, rejectionOf } from './registry-client';

const url = 'http://remotes.test/registry.json';
const json = (body: unknown, status = 200) => jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('fetchRegistry', () => {
  it('returns valid games with absolute entries', async () => {
    const reg = await fetchRegistry(url, json({ schemaVersion: 1, games: { '2048': { version: '1.0.0', entry: '2048/1.0.0/mf-manifest.json' } } }));
    expect(reg.games['2048'].entry).toBe('http://remotes.test/2048/1.0.0/mf-manifest.json');
  });

  it('drops only the malformed entry', async () => {
    const reg = await fetchRegistry(url, json({ schemaVersion: 1, games: { '2048': { version: '1.0.0', entry: '2048/1.0.0/mf-manifest.json' }, chess: { version: 1 } } }));
    expect(Object.keys(reg.games)).toEqual(['2048']);
    expect(reg.rejected).toEqual([{ slug: 'chess', reason: 'version must be semver like 1.0.0' }]);
    expect(rejectionOf(reg, 'chess')).toBe('version must be semver like 1.0.0');
    expect(rejectionOf(reg, '2048')).toBeUndefined();
  });

  it('fails clearly on invalid JSON', async () => {
    const impl = jest.fn().mockResolvedValue(new Response('<html>', { status: 200 }));
    await expect(fetchRegistry(url, impl)).rejects.toMatchObject({ kind: 'registry-invalid', detail: 'the answer is not valid JSON' });
  });

  it('fails clearly when the server cannot be reached', async () => {
    const impl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await fetchRegistry(url, impl).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'registry-unreachable' });
    expect(describeLoadError(error)).toBe('The games registry could not be loaded: the server could not be reached');
  });

  it('fails clearly on a wrong schema', async () => {
    const error = await fetchRegistry(url, json({ games: {} })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GameLoadError);
    expect(error).toMatchObject({ kind: 'registry-invalid', detail: 'unsupported schemaVersion undefined' });
  });

  it('fails clearly on a 404', async () => {
    const error = await fetchRegistry(url, json({}, 404)).catch((e: unknown) => e);
    expect(describeLoadError(error)).toBe('The games registry could not be loaded: the server answered with an error (HTTP 404)');
  });
});

describe('createRegistryClient', () => {
  it('loads once, and again after a failure', async () => {
    const impl = jest
      .fn()
      .mockResolvedValueOnce(new Response('{', { status: 200 }))
      .mockResolvedValue(new Response(JSON.stringify({ schemaVersion: 1, games: {} }), { status: 200 }));
    const client = createRegistryClient(url, impl);
    await expect(client.load()).rejects.toThrow();
    await expect(client.load()).resolves.toEqual({ games: {}, rejected: [] });
    await client.load();
    expect(impl).toHaveBeenCalledTimes(2);
  });

  it('refresh asks again even after a success, and later loads get the fresh answer', async () => {
    const entry = { version: '1.0.0', entry: '2048/1.0.0/mf-manifest.json' };
    const impl = jest
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ schemaVersion: 1, games: { '2048': { version: 'bad' } } }), { status: 200 }))
      .mockResolvedValue(new Response(JSON.stringify({ schemaVersion: 1, games: { '2048': entry } }), { status: 200 }));
    const client = createRegistryClient(url, impl);
    expect(rejectionOf(await client.load(), '2048')).toBe('version must be semver like 1.0.0');
    expect((await client.refresh()).games['2048'].version).toBe('1.0.0');
    expect((await client.load()).games['2048'].version).toBe('1.0.0');
    expect(impl).toHaveBeenCalledTimes(2);
  });
});
