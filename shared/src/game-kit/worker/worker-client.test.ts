import { serveRpc, type RpcEndpoint } from './rpc';
import { createWorkerClient } from './worker-client';

/** A Worker stand-in: messages go to an in-page `serveRpc` handler, asynchronously like postMessage. */
class FakeWorker extends EventTarget {
  terminated = false;
  readonly received: unknown[] = [];
  private readonly inside = new EventTarget();

  constructor(handler?: (n: number) => number | Promise<number>) {
    super();
    const endpoint: RpcEndpoint = {
      postMessage: (message) => setTimeout(() => !this.terminated && this.dispatchEvent(new MessageEvent('message', { data: message })), 0),
      addEventListener: (type, listener) => this.inside.addEventListener(type, listener as EventListener),
      removeEventListener: (type, listener) => this.inside.removeEventListener(type, listener as EventListener),
    };
    if (handler) serveRpc<number, number>(endpoint, handler);
  }

  postMessage(message: unknown) {
    this.received.push(message);
    setTimeout(() => !this.terminated && this.inside.dispatchEvent(new MessageEvent('message', { data: message })), 0);
  }

  terminate() {
    this.terminated = true;
  }

  /** What a browser does when the script fails to load or throws at top level. */
  fail() {
    this.dispatchEvent(new Event('error'));
  }

  get requests() {
    return this.received.filter((m) => (m as { rpc: string }).rpc === 'request').length;
  }
}

const asWorker = (fake: FakeWorker) => fake as unknown as Worker;
const double = (n: number) => n * 2;

describe('createWorkerClient', () => {
  it('answers from the worker, started once, lazily', async () => {
    const worker = new FakeWorker(double);
    const start = jest.fn(() => asWorker(worker));
    const fallback = jest.fn(double);
    const client = createWorkerClient<number, number>({ start, fallback });
    expect(start).not.toHaveBeenCalled();
    await expect(client.call(2)).resolves.toBe(4);
    await expect(client.call(5)).resolves.toBe(10);
    expect(start).toHaveBeenCalledTimes(1);
    expect(fallback).not.toHaveBeenCalled();
    expect(client.state).toBe('worker');
  });

  it('runs the fallback when the worker cannot start (null or a throw), and never tries to start it again', async () => {
    for (const start of [jest.fn(() => null), jest.fn((): Worker => { throw new Error('CSP: worker-src'); })]) {
      const fallback = jest.fn(double);
      const client = createWorkerClient<number, number>({ start, fallback });
      await expect(client.call(3)).resolves.toBe(6);
      await expect(client.call(4)).resolves.toBe(8);
      expect(start).toHaveBeenCalledTimes(1);
      expect(fallback).toHaveBeenCalledTimes(2);
      expect(client.state).toBe('fallback');
    }
  });

  it('falls back when the worker fails to load while a call waits, and never calls the worker again', async () => {
    const worker = new FakeWorker(); // serves nothing: the script "did not load"
    const fallback = jest.fn(double);
    const onWorkerFailure = jest.fn();
    const client = createWorkerClient<number, number>({ start: () => asWorker(worker), fallback, onWorkerFailure });
    const pending = client.call(7);
    worker.fail();
    await expect(pending).resolves.toBe(14);
    await expect(client.call(8)).resolves.toBe(16);
    expect(worker.requests).toBe(1);
    expect(worker.terminated).toBe(true);
    expect(onWorkerFailure).toHaveBeenCalledTimes(1);
    expect(client.state).toBe('fallback');
  });

  it('falls back when the worker answers with an error, for that call and every later one', async () => {
    const worker = new FakeWorker(() => {
      throw new Error('out of memory');
    });
    const fallback = jest.fn(double);
    const client = createWorkerClient<number, number>({ start: () => asWorker(worker), fallback });
    await expect(client.call(1)).resolves.toBe(2);
    await expect(client.call(2)).resolves.toBe(4);
    expect(worker.requests).toBe(1);
    expect(fallback.mock.calls.map(([n]) => n)).toEqual([1, 2]);
  });

  it('an error event between calls also retires the worker', async () => {
    const worker = new FakeWorker(double);
    const fallback = jest.fn(double);
    const client = createWorkerClient<number, number>({ start: () => asWorker(worker), fallback });
    await client.call(1);
    worker.fail();
    await expect(client.call(2)).resolves.toBe(4);
    expect(worker.requests).toBe(1);
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('an aborted call rejects with an AbortError and is not a failure', async () => {
    const worker = new FakeWorker(double);
    const fallback = jest.fn(double);
    const client = createWorkerClient<number, number>({ start: () => asWorker(worker), fallback });
    const controller = new AbortController();
    const call = client.call(1, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await expect(client.call(2)).resolves.toBe(4);
    expect(fallback).not.toHaveBeenCalled();
    expect(client.state).toBe('worker');
  });

  it('aborting a fallback call rejects at once', async () => {
    const client = createWorkerClient<number, number>({ start: () => null, fallback: () => new Promise<number>(() => undefined) });
    const controller = new AbortController();
    const call = client.call(1, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('with terminateOnAbort, an aborted call ends the worker and the next call starts a fresh one', async () => {
    const workers: FakeWorker[] = [];
    const client = createWorkerClient<number, number>({
      start: () => {
        workers.push(new FakeWorker(double));
        return asWorker(workers[workers.length - 1]);
      },
      fallback: jest.fn(double),
      terminateOnAbort: true,
    });
    const controller = new AbortController();
    const call = client.call(1, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers[0].terminated).toBe(true);
    await expect(client.call(3)).resolves.toBe(6);
    expect(workers).toHaveLength(2);
    expect(client.state).toBe('worker');
  });

  it('dispose ends the worker and rejects pending and later calls', async () => {
    const worker = new FakeWorker(() => new Promise<number>(() => undefined));
    const fallback = jest.fn(double);
    const client = createWorkerClient<number, number>({ start: () => asWorker(worker), fallback });
    const pending = client.call(1);
    await Promise.resolve();
    client.dispose();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(client.call(2)).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.terminated).toBe(true);
    expect(fallback).not.toHaveBeenCalled();
  });
});
