// Work that waits for the page: after its load event, and for an idle period of the main thread (with a
// time-out, so it happens even on a page that is never idle).

/** When to run deferred work (tests pass their own). */
export interface IdleScheduler {
  /** After the page's load event and an idle period; the returned function cancels. */
  whenLoaded(run: () => void): () => void;
  /** In the next idle period (at most 4 s away); the returned function cancels. */
  whenIdle(run: () => void): () => void;
}

export const idleScheduler: IdleScheduler = {
  whenLoaded(run) {
    if (document.readyState === 'complete') return this.whenIdle(run);
    let cancelIdle = () => {};
    const onLoad = () => (cancelIdle = this.whenIdle(run));
    window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      cancelIdle();
    };
  },
  whenIdle(run) {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(run, 1500);
    return () => clearTimeout(id);
  },
};
