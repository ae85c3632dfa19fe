import { act, renderHook, waitFor } from '@testing-library/react';
import { clearWordDataCache } from './loadWordData';
import { useWordData } from './useWordData';

const isList = (v: unknown): v is { words: string[] } =>
  typeof v === 'object' && v !== null && Array.isArray((v as { words?: unknown }).words);

const fetchMock = jest.fn();

beforeEach(() => {
  clearWordDataCache();
  fetchMock.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

test('goes from loading to ready with the data', async () => {
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve({ words: ['SUN'] }) });
  const { result } = renderHook(() => useWordData('https://x/ok.json', isList));
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(result.current.data).toEqual({ words: ['SUN'] });
  expect(result.current.error).toBeUndefined();
});

test('reports an error, and retry loads again', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('offline'));
  const { result } = renderHook(() => useWordData('https://x/flaky.json', isList));
  await waitFor(() => expect(result.current.status).toBe('error'));
  expect(result.current.error?.message).toMatch(/connection/);
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve({ words: [] }) });
  act(() => result.current.retry());
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(fetchMock).toHaveBeenCalledTimes(2);
});
