import { act, renderHook, waitFor } from '@testing-library/react';
import { clearAssetCache } from './load-asset';
import { useAsset } from './useAsset';

const isBank = (v: unknown): v is { questions: string[] } =>
  typeof v === 'object' && v !== null && Array.isArray((v as { questions?: unknown }).questions);

const fetchMock = jest.fn();

beforeEach(() => {
  clearAssetCache();
  fetchMock.mockReset();
});

test('goes from loading to ready with the data', async () => {
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve({ questions: ['Q1'] }) });
  const { result } = renderHook(() => useAsset('https://x/bank.json', isBank, { fetch: fetchMock }));
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(result.current.data).toEqual({ questions: ['Q1'] });
  expect(result.current.error).toBeUndefined();
});

test('reports an error after the retries, and retry() loads again', async () => {
  fetchMock.mockRejectedValue(new TypeError('offline'));
  const { result } = renderHook(() => useAsset('https://x/flaky.json', isBank, { fetch: fetchMock, what: 'question bank', retries: 1, retryDelayMs: 1 }));
  await waitFor(() => expect(result.current.status).toBe('error'));
  expect(result.current.error?.message).toMatch(/question bank.*connection/);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve({ questions: [] }) });
  act(() => result.current.retry());
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

test('a new url shows loading, not the previous data', async () => {
  fetchMock.mockImplementation((url: string) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ questions: [url] }) }));
  const { result, rerender } = renderHook(({ url }) => useAsset(url, isBank, { fetch: fetchMock }), { initialProps: { url: 'https://x/1.json' } });
  await waitFor(() => expect(result.current.status).toBe('ready'));
  rerender({ url: 'https://x/2.json' });
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(result.current.data).toEqual({ questions: ['https://x/2.json'] }));
});

test('a data file that never answers ends in the error within the budget, and retry() asks again', async () => {
  jest.useFakeTimers();
  try {
    fetchMock.mockImplementation(() => new Promise(() => undefined));
    const { result } = renderHook(() => useAsset('https://x/hanging.json', isBank, { fetch: fetchMock, what: 'question bank' }));
    await act(() => jest.advanceTimersByTimeAsync(19_999));
    expect(result.current.status).toBe('loading');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(result.current.status).toBe('error');
    expect(result.current.error).toMatchObject({ kind: 'network', message: 'Could not download the question bank. Check your connection and try again.' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve({ questions: ['Q1'] }) });
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(result.current).toMatchObject({ status: 'ready', data: { questions: ['Q1'] } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  } finally {
    jest.useRealTimers();
  }
});
