// A tiny typed request/response protocol over postMessage, with cancellation.
// The page side calls `client.call(payload, { signal })`; the worker side answers with `serveRpc(handler)`.

export type RpcMessage<Q, R> =
  | { rpc: 'request'; id: number; payload: Q }
  | { rpc: 'cancel'; id: number }
  | { rpc: 'result'; id: number; result: R }
  | { rpc: 'error'; id: number; error: string };

/** The part of Worker / DedicatedWorkerGlobalScope / MessagePort the protocol needs. */
export interface RpcEndpoint {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface RpcCallOptions {
  /** Aborting rejects the call with an AbortError and tells the worker to skip or drop the work. */
  signal?: AbortSignal;
}

export interface RpcClient<Q, R> {
  call(payload: Q, options?: RpcCallOptions): Promise<R>;
  /** Calls still waiting for an answer. */
  readonly pending: number;
  /** Rejects every pending call (e.g. before terminating the worker) and stops listening. */
  dispose(reason?: string): void;
}

export function abortError(message = 'Aborted'): Error {
  const error = new Error(message);
  error.name = 'AbortError';
  return error;
}

export const isAbortError = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

function isRpcMessage(data: unknown): data is RpcMessage<unknown, unknown> {
  return typeof data === 'object' && data !== null && 'rpc' in data && typeof (data as { id?: unknown }).id === 'number';
}

export function createRpcClient<Q, R>(endpoint: RpcEndpoint): RpcClient<Q, R> {
  let nextId = 1;
  const waiting = new Map<number, { resolve: (r: R) => void; reject: (e: unknown) => void; cleanup: () => void }>();

  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (!isRpcMessage(data)) return;
    const entry = waiting.get(data.id);
    if (!entry) return; // cancelled or unknown: a late answer is dropped
    if (data.rpc === 'result') {
      waiting.delete(data.id);
      entry.cleanup();
      entry.resolve(data.result as R);
    } else if (data.rpc === 'error') {
      waiting.delete(data.id);
      entry.cleanup();
      entry.reject(new Error(data.error));
    }
  };
  endpoint.addEventListener('message', onMessage);

  return {
    call(payload, options = {}) {
      const { signal } = options;
      if (signal?.aborted) return Promise.reject(abortError());
      const id = nextId++;
      return new Promise<R>((resolve, reject) => {
        const onAbort = () => {
          if (!waiting.delete(id)) return;
          endpoint.postMessage({ rpc: 'cancel', id } satisfies RpcMessage<Q, R>);
          reject(abortError());
        };
        const cleanup = () => signal?.removeEventListener('abort', onAbort);
        signal?.addEventListener('abort', onAbort);
        waiting.set(id, { resolve, reject, cleanup });
        endpoint.postMessage({ rpc: 'request', id, payload } satisfies RpcMessage<Q, R>);
      });
    },
    get pending() {
      return waiting.size;
    },
    dispose(reason = 'Disposed') {
      endpoint.removeEventListener('message', onMessage);
      for (const entry of waiting.values()) {
        entry.cleanup();
        entry.reject(abortError(reason));
      }
      waiting.clear();
    },
  };
}

export interface RpcContext {
  id: number;
  /** True once the caller cancelled this request (poll it in long loops). */
  isCancelled(): boolean;
}

/**
 * Answers requests on `endpoint` (in a worker: `self`). Requests cancelled before they start are skipped;
 * answers to cancelled requests are not sent. Returns a function that stops serving.
 */
export function serveRpc<Q, R>(endpoint: RpcEndpoint, handler: (payload: Q, context: RpcContext) => R | Promise<R>): () => void {
  const cancelled = new Set<number>();
  const onMessage = async (event: MessageEvent) => {
    const data: unknown = event.data;
    if (!isRpcMessage(data)) return;
    if (data.rpc === 'cancel') {
      cancelled.add(data.id);
      return;
    }
    if (data.rpc !== 'request') return;
    const { id } = data;
    // Yield one task so that a cancel already queued behind this request (e.g. sent while the worker was
    // busy with an earlier one) is seen before the work starts.
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    if (cancelled.delete(id)) return;
    try {
      const result = await handler(data.payload as Q, { id, isCancelled: () => cancelled.has(id) });
      if (!cancelled.delete(id)) endpoint.postMessage({ rpc: 'result', id, result } satisfies RpcMessage<Q, R>);
    } catch (error) {
      if (!cancelled.delete(id)) endpoint.postMessage({ rpc: 'error', id, error: error instanceof Error ? error.message : String(error) } satisfies RpcMessage<Q, R>);
    }
  };
  endpoint.addEventListener('message', onMessage);
  return () => endpoint.removeEventListener('message', onMessage);
}
