import { bundledWorker, captureWorkerUrl, workerBootstrapSource } from './createWorker';

describe('starting a bundled worker', () => {
  it('captures the URL a worker factory names, without starting anything', () => {
    expect(captureWorkerUrl(() => new Worker('https://remotes.test/2048/x.worker.js'))).toBe('https://remotes.test/2048/x.worker.js');
    expect(() => captureWorkerUrl(() => undefined)).toThrow('did not construct a Worker');
  });

  it('boots a worker of another origin from a same-origin script that imports it', () => {
    expect(workerBootstrapSource('https://remotes.test/a.js')).toBe('importScripts("https://remotes.test/a.js");');
  });

  it('gives the worker client no worker where workers cannot run, so its main-thread fallback does the work', () => {
    // jsdom has no Worker.
    expect(typeof Worker).toBe('undefined');
    expect(bundledWorker('test', () => new Worker('x.js'))()).toBeNull();
  });
});
