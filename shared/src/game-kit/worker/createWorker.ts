// Starting a worker whose script lives on another origin (a remote's own server): browsers refuse
// cross-origin worker URLs, but a same-origin blob that importScripts() the real script is allowed
// (the script must be served with CORS; the page CSP must allow worker-src blob:).

/** The source of the bootstrap blob for a classic worker script at `absoluteUrl`. */
export function workerBootstrapSource(absoluteUrl: string): string {
  return `importScripts(${JSON.stringify(absoluteUrl)});`;
}

/** Creates a classic worker that runs the script at `url` (absolute, or relative to the page), on any origin. */
export function createWorkerFromUrl(url: string | URL, options: { name?: string } = {}): Worker {
  const absolute = new URL(String(url), globalThis.location?.href).href;
  const blobUrl = URL.createObjectURL(new Blob([workerBootstrapSource(absolute)], { type: 'text/javascript' }));
  const worker = new Worker(blobUrl, { name: options.name });
  // Keep the blob until the worker ends: some browsers fetch it after the constructor returns.
  const terminate = worker.terminate.bind(worker);
  worker.terminate = () => {
    terminate();
    URL.revokeObjectURL(blobUrl);
  };
  return worker;
}

/**
 * webpack 5 bundles a worker only when it sees `new Worker(new URL('./x.worker.ts', import.meta.url))`,
 * and then rewrites the URL to the emitted worker chunk. This runs such a factory with a stand-in
 * Worker constructor and returns the URL it was given, without starting anything:
 *
 *   const url = captureWorkerUrl(() => new Worker(new URL('./engine.worker.ts', import.meta.url)));
 *   const worker = createWorkerFromUrl(url);
 */
export function captureWorkerUrl(factory: () => unknown): string {
  const scope = globalThis as { Worker?: unknown };
  const real = scope.Worker;
  let captured = '';
  scope.Worker = function CaptureWorker(url: string | URL) {
    captured = String(url);
  };
  try {
    factory();
  } finally {
    scope.Worker = real;
  }
  if (!captured) throw new Error('The factory did not construct a Worker');
  return captured;
}

/**
 * How a game starts its bundled worker from a remote's origin, for `createWorkerClient`'s `start`: null where
 * workers or blob URLs are missing (tests, old browsers), so the client's main-thread fallback runs. Pass the
 * `new Worker(new URL('./x.worker.ts', import.meta.url))` factory from the game's own module: webpack bundles a
 * worker only where it sees that expression.
 *
 *   const dealer = createWorkerClient({ start: bundledWorker('zip-generator', () => new Worker(new URL(...))), fallback });
 */
export function bundledWorker(name: string, factory: () => unknown): () => Worker | null {
  return () =>
    typeof Worker === 'undefined' || typeof URL.createObjectURL !== 'function' ? null : createWorkerFromUrl(captureWorkerUrl(factory), { name });
}
