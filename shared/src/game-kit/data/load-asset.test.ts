import { AssetError, clearAssetCache, loadAsset } from './load-asset';

const isList = (v: unknown): v is { words: string[] } =>
  typeof v === 'object' && v !== null && Array.isArray((v as { words?: unknown }).words);

type FakeResponse = { ok: boolean; status: number; json: () => Promise<unknown> };
const ok = (body: unknown): Promise<FakeResponse> => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });
const status = (code: number): Promise<FakeResponse> => Promise.resolve({ ok: false, status: code, json: () => Promise.resolve({}) });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
/** A server that never answers: each request's abort signal is kept, to see it aborted. */
function silentServer() {
  const signals: AbortSignal[] = [];
  const fetch = jest.fn((_url: string, init: { signal: AbortSignal }) => {
    signals.push(init.signal);
    return new Promise<FakeResponse>(() => undefined);
  });
  return { fetch, signals };
}

beforeEach(() => clearAssetCache());

describe('loadAsset', () => {
  it('fetches, validates and caches by url', async () => {
    const fetch = jest.fn(() => ok({ words: ['CAT'] }));
    const first = loadAsset('https://x/a.json', isList, { fetch });
    const second = loadAsset('https://x/a.json', isList, { fetch });
    expect(await first).toEqual({ words: ['CAT'] });
    expect(await second).toBe(await first);
    expect(fetch).toHaveBeenCalledTimes(1);
    await loadAsset(new URL('https://x/b.json'), isList, { fetch });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries a network error with back-off, and succeeds when the network is back', async () => {
    const fetch = jest.fn().mockImplementationOnce(offline).mockImplementationOnce(offline).mockImplementation(() => ok({ words: ['SUN'] }));
    await expect(loadAsset('https://x/flaky.json', isList, { fetch, retryDelayMs: 1 })).resolves.toEqual({ words: ['SUN'] });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('gives up on a server that never answers, aborting the request, and retries it as a network failure', async () => {
    jest.useFakeTimers();
    try {
      const { fetch, signals } = silentServer();
      const result = loadAsset('https://x/silent.json', isList, { fetch, retries: 1, retryDelayMs: 10, timeoutMs: 1000 }).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(999);
      expect(signals[0].aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(signals[0].aborted).toBe(true);
      await jest.advanceTimersByTimeAsync(1010);
      const error = await result;
      expect(error).toBeInstanceOf(AssetError);
      expect(error).toMatchObject({ kind: 'network', message: expect.stringContaining('Check your connection') });
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('ends a data file that never answers in an error (with Retry) within its budget: 20 s by default', async () => {
    jest.useFakeTimers();
    try {
      const { fetch, signals } = silentServer();
      let settled = false;
      const result = loadAsset('https://x/hanging.json', isList, { fetch }).catch((e: unknown) => e);
      void result.then(() => (settled = true));
      // 10 s try, 400 ms wait, then the second try gets the 9.6 s left; no third try or wait fits.
      await jest.advanceTimersByTimeAsync(19_999);
      expect(settled).toBe(false);
      expect(fetch).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(1);
      const error = await result;
      expect(error).toBeInstanceOf(AssetError);
      expect(error).toMatchObject({ kind: 'network', url: 'https://x/hanging.json', message: 'Could not download the game data. Check your connection and try again.' });
      expect(signals.every((signal) => signal.aborted)).toBe(true);
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps every try and wait inside a budget of its own', async () => {
    jest.useFakeTimers();
    try {
      const fetch = jest.fn(() => new Promise<FakeResponse>(() => undefined));
      let settled = false;
      const result = loadAsset('https://x/budget.json', isList, { fetch, retries: 5, retryDelayMs: 100, timeoutMs: 1000, budgetMs: 2500 }).catch((e: unknown) => e);
      void result.then(() => (settled = true));
      // 1000 ms try, 100 ms wait, 1000 ms try, 200 ms wait, then only 200 ms are left for the third try.
      await jest.advanceTimersByTimeAsync(2300);
      expect(fetch).toHaveBeenCalledTimes(3);
      await jest.advanceTimersByTimeAsync(199);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(await result).toMatchObject({ kind: 'network' });
      expect(fetch).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives up on a body that stops arriving', async () => {
    jest.useFakeTimers();
    try {
      const fetch = jest.fn(() => Promise.resolve<FakeResponse>({ ok: true, status: 200, json: () => new Promise(() => undefined) }));
      const result = loadAsset('https://x/stalled.json', isList, { fetch, retries: 0, timeoutMs: 500 }).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(500);
      expect(await result).toMatchObject({ kind: 'network' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('waits longer before each retry', async () => {
    jest.useFakeTimers();
    try {
      const fetch = jest.fn(offline);
      const result = loadAsset('https://x/down.json', isList, { fetch, retries: 2, retryDelayMs: 100 }).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(99);
      expect(fetch).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(199);
      expect(fetch).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(3);
      const error = await result;
      expect(error).toBeInstanceOf(AssetError);
      expect((error as AssetError).kind).toBe('network');
    } finally {
      jest.useRealTimers();
    }
  });

  it('retries a failing server (503) but not a 404', async () => {
    const busy = jest.fn().mockImplementationOnce(() => status(503)).mockImplementation(() => ok({ words: [] }));
    await expect(loadAsset('https://x/busy.json', isList, { fetch: busy, retryDelayMs: 1 })).resolves.toEqual({ words: [] });
    expect(busy).toHaveBeenCalledTimes(2);
    const missing = jest.fn(() => status(404));
    const error = await loadAsset('https://x/missing.json', isList, { fetch: missing, retryDelayMs: 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AssetError', kind: 'http', status: 404, url: 'https://x/missing.json' });
    expect(missing).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['parse', () => Promise.resolve({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError('bad')) })],
    ['invalid', () => ok({ nope: true })],
  ] as const)('does not retry %s data, and rejects with a typed AssetError', async (kind, failing) => {
    const fetch = jest.fn(failing as () => ReturnType<typeof ok>);
    const error = await loadAsset('https://x/bad.json', isList, { fetch, retryDelayMs: 1, what: 'question bank' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AssetError);
    expect((error as AssetError).kind).toBe(kind);
    expect((error as AssetError).message).toMatch(/question bank/);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const fetch = jest.fn(() => status(404));
    await expect(loadAsset('https://x/later.json', isList, { fetch })).rejects.toBeInstanceOf(AssetError);
    fetch.mockImplementation(() => ok({ words: ['A'] }));
    await expect(loadAsset('https://x/later.json', isList, { fetch })).resolves.toEqual({ words: ['A'] });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
