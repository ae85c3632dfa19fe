import { captureWorkerUrl, workerBootstrapSource } from './createWorker';
import { createRpcClient, serveRpc, type RpcEndpoint } from './rpc';

/** Two connected in-memory endpoints that deliver messages asynchronously, like postMessage. */
function channel(): [RpcEndpoint, RpcEndpoint] {
  const make = () => ({ listeners: new Set<(e: MessageEvent) => void>() });
  const a = make();
  const b = make();
  const endpoint = (self: typeof a, other: typeof a): RpcEndpoint => ({
    postMessage: (message) => {
      const data = JSON.parse(JSON.stringify(message));
      setTimeout(() => other.listeners.forEach((l) => l({ data } as MessageEvent)), 0);
    },
    addEventListener: (_t, l) => self.listeners.add(l),
    removeEventListener: (_t, l) => self.listeners.delete(l),
  });
  return [endpoint(a, b), endpoint(b, a)];
}

describe('worker rpc', () => {
  it('answers typed requests in order', async () => {
    const [page, worker] = channel();
    serveRpc<{ n: number }, number>(worker, ({ n }) => n * 2);
    const client = createRpcClient<{ n: number }, number>(page);
    await expect(Promise.all([client.call({ n: 1 }), client.call({ n: 21 })])).resolves.toEqual([2, 42]);
    expect(client.pending).toBe(0);
  });

  it('passes errors back as rejections', async () => {
    const [page, worker] = channel();
    serveRpc<string, string>(worker, (text) => {
      throw new Error(`bad ${text}`);
    });
    await expect(createRpcClient<string, string>(page).call('input')).rejects.toThrow('bad input');
  });

  it('cancels: the caller gets an AbortError and the handler is skipped or its answer dropped', async () => {
    const [page, worker] = channel();
    const handled: number[] = [];
    const seenCancelled: boolean[] = [];
    serveRpc<number, number>(worker, async (n, ctx) => {
      handled.push(n);
      await new Promise((r) => setTimeout(r, 5));
      seenCancelled.push(ctx.isCancelled());
      return ctx.isCancelled() ? -1 : n;
    });
    const client = createRpcClient<number, number>(page);
    const controller = new AbortController();
    const first = client.call(1, { signal: controller.signal });
    controller.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(client.call(2)).resolves.toBe(2);
    // The cancel was queued before the work started, so the handler never ran for it.
    expect(handled).toEqual([2]);
    expect(client.pending).toBe(0);
    expect(seenCancelled).toEqual([false]);
  });

  it('drops the answer of a request cancelled while it runs', async () => {
    const [page, worker] = channel();
    let release: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      serveRpc<number, number>(worker, async (n) => {
        resolve();
        await new Promise<void>((r) => (release = r));
        return n;
      });
    });
    const client = createRpcClient<number, number>(page);
    const controller = new AbortController();
    const call = client.call(7, { signal: controller.signal });
    await started;
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    release();
    await new Promise((r) => setTimeout(r, 10));
    expect(client.pending).toBe(0);
    // Already-aborted signals reject at once.
    await expect(client.call(3, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('dispose rejects pending calls', async () => {
    const [page] = channel();
    const client = createRpcClient<number, number>(page);
    const call = client.call(1);
    client.dispose();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('worker start-up helpers', () => {
  it('bootstraps a cross-origin script with importScripts', () => {
    expect(workerBootstrapSource('http://x:8081/a "b".js')).toBe('importScripts("http://x:8081/a \\"b\\".js");');
  });

  it('captures the URL a worker factory would start, without starting it', () => {
    const before = (globalThis as { Worker?: unknown }).Worker;
    const url = captureWorkerUrl(() => new (globalThis as unknown as { Worker: new (u: URL) => unknown }).Worker(new URL('http://x:8081/w.js')));
    expect(url).toBe('http://x:8081/w.js');
    expect((globalThis as { Worker?: unknown }).Worker).toBe(before);
  });
});
