import { clearWordDataCache, loadWordData, WordDataError } from './loadWordData';

const isList = (v: unknown): v is { words: string[] } =>
  typeof v === 'object' && v !== null && Array.isArray((v as { words?: unknown }).words);

const ok = (body: unknown) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });

beforeEach(() => clearWordDataCache());

test('fetches, validates and caches by url', async () => {
  const fetchImpl = jest.fn(() => ok({ words: ['CAT'] }));
  const first = loadWordData('https://x/a.json', isList, fetchImpl);
  const second = loadWordData('https://x/a.json', isList, fetchImpl);
  expect(await first).toEqual({ words: ['CAT'] });
  expect(await second).toBe(await first);
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  await loadWordData(new URL('https://x/b.json'), isList, fetchImpl);
  expect(fetchImpl).toHaveBeenCalledTimes(2);
});

test.each([
  ['network', () => Promise.reject(new TypeError('offline'))],
  ['http', () => Promise.resolve({ ok: false, status: 404, json: () => Promise.resolve({}) })],
  ['parse', () => Promise.resolve({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError('bad')) })],
  ['invalid', () => ok({ nope: true })],
] as const)('a %s failure rejects with a WordDataError, and the next call retries', async (kind, failing) => {
  const fetchImpl = jest.fn(failing as () => ReturnType<typeof ok>);
  const error = await loadWordData('https://x/c.json', isList, fetchImpl).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(WordDataError);
  expect((error as WordDataError).kind).toBe(kind);
  expect((error as WordDataError).message).toMatch(/word list/i);
  fetchImpl.mockImplementation(() => ok({ words: [] }));
  await expect(loadWordData('https://x/c.json', isList, fetchImpl)).resolves.toEqual({ words: [] });
  expect(fetchImpl).toHaveBeenCalledTimes(2);
});

test('network errors can be retried with back-off when asked', async () => {
  const fetchImpl = jest
    .fn()
    .mockImplementationOnce(() => Promise.reject(new TypeError('offline')))
    .mockImplementation(() => ok({ words: ['SEA'] }));
  await expect(loadWordData('https://x/d.json', isList, fetchImpl, { retries: 1, retryDelayMs: 1 })).resolves.toEqual({ words: ['SEA'] });
  expect(fetchImpl).toHaveBeenCalledTimes(2);
});
