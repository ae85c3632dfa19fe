import type { Browser } from '@playwright/test';
import { coldPage, inspectPortalAndBarePage, playableSignal } from './bench-browser';

/**
 * What the main thread does during a cold load of /game/2048 at 4× CPU, beside the bare page: every
 * task over 5 ms in time order (ms since navigation), named by the script it evaluates or calls into;
 * self time per trace event up to playable; and evaluation time per script. For finding what the
 * portal adds; the figures come from `npm run bench`.
 *
 *   npx tsx scripts/bench/main-thread-trace.ts      (BENCH_PORT_BASE=28280, TRACE_RUNS=1,
 *                                                    TRACE_DETAIL=1 lists the events inside long tasks,
 *                                                    TRACE_CATEGORIES overrides the trace categories)
 */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; frame?: string; functionName?: string; type?: string }; name?: string };
}

const short = (url = '') => url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') || '(inline)';

async function trace(browser: Browser, url: string): Promise<void> {
  const { page, cdp, close } = await coldPage(browser, 4);
  try {
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: process.env.TRACE_CATEGORIES ?? 'devtools.timeline,v8,blink.user_timing,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
    const whenPlayable = await playableSignal(page);
    await page.goto(url);
    const playable = await whenPlayable();
    await cdp.send('Tracing.end');
    await done;
    const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStart' || e.name === 'markAsMainFrame');
    // The renderer main thread of the loaded page: where its scripts were evaluated.
    const origin = new URL(url).origin;
    const counts = new Map<string, number>();
    for (const e of events) if (e.name === 'EvaluateScript' && e.args?.data?.url?.startsWith(origin)) counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
    const mainTid = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const onMain = events.filter((e) => `${e.pid}:${e.tid}` === mainTid && e.ph === 'X' && e.dur !== undefined);
    // Time zero: the document request (the first resource the page sends).
    const t0 = events.find((e) => e.name === 'ResourceSendRequest')?.ts ?? nav?.ts ?? onMain[0].ts;
    const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 5000);
    console.log(`\n${url}: playable after ${Math.round(playable)} ms`);
    const perScript = new Map<string, number>();
    for (const task of tasks) {
      const inside = onMain.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur! && e !== task);
      const byName = new Map<string, number>();
      for (const e of inside) {
        const label =
          e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'FunctionCall' || e.name === 'v8.compileModule'
            ? `${e.name} ${short(e.args?.data?.url)}`
            : e.name;
        // Only direct-ish children: count the biggest labels, the list is a hint, not an accounting.
        byName.set(label, Math.max(byName.get(label) ?? 0, e.dur ?? 0));
      }
      const top = [...byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([l, d]) => `${l} ${Math.round(d / 1000)}`).join(' · ');
      console.log(`${String(Math.round((task.ts - t0) / 1000)).padStart(6)} +${String(Math.round(task.dur! / 1000)).padStart(4)} ms  ${top}`);
      if (process.env.TRACE_DETAIL && task.dur! > 60000)
        for (const e of inside.filter((x) => (x.dur ?? 0) > 3000).slice(0, 12)) console.log(`           ${e.name} ${Math.round(e.dur! / 1000)} ${JSON.stringify(e.args?.data ?? e.args ?? {}).slice(0, 160)}`);
    }
    for (const e of onMain.filter((x) => x.name === 'EvaluateScript' || x.name === 'v8.compile')) {
      const key = `${e.name} ${short(e.args?.data?.url)}`;
      perScript.set(key, (perScript.get(key) ?? 0) + (e.dur ?? 0));
    }
    // Self time per event name on the main thread, up to the moment the board was playable.
    const end = t0 + playable * 1000 + 50_000;
    const complete = onMain.filter((e) => e.ts <= end).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const selfByName = new Map<string, number>();
    const stack: { e: TraceEvent; children: number }[] = [];
    const close = (frame: { e: TraceEvent; children: number }) => {
      const label = frame.e.name === 'EvaluateScript' || frame.e.name === 'FunctionCall' || frame.e.name === 'v8.compile' ? `${frame.e.name} ${short(frame.e.args?.data?.url)}` : frame.e.name;
      selfByName.set(label, (selfByName.get(label) ?? 0) + frame.e.dur! - frame.children);
    };
    for (const e of complete) {
      while (stack.length && stack[stack.length - 1].e.ts + stack[stack.length - 1].e.dur! <= e.ts) close(stack.pop()!);
      if (stack.length) stack[stack.length - 1].children += e.dur!;
      stack.push({ e, children: 0 });
    }
    while (stack.length) close(stack.pop()!);
    console.log('self time by event, navigation to playable:');
    for (const [label, dur] of [...selfByName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${String(Math.round(dur / 1000)).padStart(5)} ms  ${label}`);
    const total = tasks.reduce((a, t) => a + t.dur!, 0);
    console.log(`main-thread tasks > 5 ms: ${Math.round(total / 1000)} ms`);
    for (const [key, dur] of [...perScript.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${String(Math.round(dur / 1000)).padStart(5)} ms  ${key}`);
  } finally {
    await close();
  }
}

inspectPortalAndBarePage(Number(process.env.BENCH_PORT_BASE ?? 28280), Number(process.env.TRACE_RUNS ?? 1), trace).catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
