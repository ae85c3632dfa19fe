/* global window, document, location, addEventListener, MutationObserver -- a page script, run in the browser */
// The page side of click-trace.ts, run before the page's own scripts: a plain script (not compiled), so it
// reaches the page as written. Logs, in ms since the pointer went down, what the click waits on.
(() => {
  const readyTestId = '__READY_TEST_ID__';
  const log = (window.__clickLog = []);
  let pressedAt;
  const short = (url) => String(url).replace(/^https?:\/\/[^/]+/, '');
  const note = (at, what) => pressedAt !== undefined && log.push(`${Math.round(at - pressedAt)} ${what}`);
  addEventListener('pointerdown', () => (pressedAt = performance.now()), { capture: true });
  addEventListener('click', () => note(performance.now(), 'click'), { capture: true });
  const fetchOriginal = window.fetch;
  window.fetch = function (input, init) {
    note(performance.now(), `fetch ${short(input && input.url ? input.url : input)}`);
    return fetchOriginal.call(this, input, init);
  };
  // Workers (a game's deal or engine): when one starts and when it first answers.
  const WorkerOriginal = window.Worker;
  window.Worker = function (url, options) {
    const worker = new WorkerOriginal(url, options);
    const name = (options && options.name) || 'worker';
    note(performance.now(), `worker ${name} started`);
    worker.addEventListener('message', () => note(performance.now(), `worker ${name} answered`), { once: true });
    return worker;
  };
  window.Worker.prototype = WorkerOriginal.prototype;
  let routeChanged = false;
  new MutationObserver((_changes, observer) => {
    if (!location.pathname.startsWith('/game/')) return;
    if (!routeChanged) note(performance.now(), 'game route in the DOM');
    routeChanged = true;
    if (document.querySelector(`[data-testid="${readyTestId}"]`)) {
      note(performance.now(), 'playable');
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (pressedAt !== undefined && e.startTime >= pressedAt) note(e.startTime, `→${Math.round(e.responseEnd - pressedAt)} ${short(e.name)}`);
  }).observe({ type: 'resource' });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (pressedAt === undefined || e.startTime + e.duration < pressedAt) continue;
      const scripts = e.scripts.map((s) => `${short(s.sourceURL) || s.invoker} ${Math.round(s.duration)}`).join(', ');
      note(e.startTime, `long frame ${Math.round(e.duration)} ms (blocking ${Math.round(e.blockingDuration)}): ${scripts}`);
    }
  }).observe({ type: 'long-animation-frame' });
})();
