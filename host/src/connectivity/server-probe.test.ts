import { PROBE_URL, waitUntilServerAnswers } from './server-probe';

const answer = () => Promise.resolve({ status: 200, ok: true } as Response);
const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

describe('waitUntilServerAnswers', () => {
  it('resolves at once when the server answers', async () => {
    const fetchImpl = jest.fn(answer);
    await waitUntilServerAnswers({ signal: new AbortController().signal, fetchImpl: fetchImpl as unknown as typeof fetch });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(PROBE_URL, expect.objectContaining({ cache: 'no-store' }));
  });

  it('keeps asking while the network is down, and resolves on the first answer', async () => {
    const fetchImpl = jest.fn().mockImplementationOnce(networkDown).mockImplementationOnce(networkDown).mockImplementation(answer);
    await waitUntilServerAnswers({ signal: new AbortController().signal, intervalMs: 1, fetchImpl });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('counts any HTTP answer, even an error status, as a working network', async () => {
    const fetchImpl = jest.fn(() => Promise.resolve({ status: 503, ok: false } as Response));
    await expect(waitUntilServerAnswers({ signal: new AbortController().signal, fetchImpl: fetchImpl as unknown as typeof fetch })).resolves.toBeUndefined();
  });

  it('stops asking when aborted', async () => {
    const controller = new AbortController();
    const fetchImpl = jest.fn(networkDown);
    const waiting = waitUntilServerAnswers({ signal: controller.signal, intervalMs: 5, fetchImpl: fetchImpl as unknown as typeof fetch });
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    await expect(waiting).rejects.toBeDefined();
    const calls = fetchImpl.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetchImpl.mock.calls.length).toBe(calls);
  });
});
