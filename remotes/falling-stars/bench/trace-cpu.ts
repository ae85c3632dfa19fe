/**
 * Main-thread CPU time per frame from a Chrome trace. Thread time (`tdur`) counts only the time the
 * renderer's main thread really ran, so unlike frame intervals it barely changes when other processes
 * share the cores.
 */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** What a frame's main-thread time went to, by the innermost of these trace events it ran in. */
const KIND_OF: Record<string, FrameCostKind> = {
  FireAnimationFrame: 'animationFrameScript',
  EventDispatch: 'inputEvents',
  Commit: 'canvasAndCommit',
  UpdateLayer: 'canvasAndCommit',
  UpdateLayoutTree: 'styleLayoutPaint',
  Layout: 'styleLayoutPaint',
  PrePaint: 'styleLayoutPaint',
  Paint: 'styleLayoutPaint',
  Layerize: 'styleLayoutPaint',
  MinorGC: 'garbageCollection',
  MajorGC: 'garbageCollection',
};

export type FrameCostKind = 'animationFrameScript' | 'inputEvents' | 'canvasAndCommit' | 'styleLayoutPaint' | 'garbageCollection' | 'other';

export interface FrameCpu {
  frames: number;
  /** Main-thread CPU ms per frame. */
  cpuMsPerFrame: number;
  /** The same split by kind of work (ms per frame). */
  perFrame: Record<FrameCostKind, number>;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Main-thread CPU per frame of the renderer main thread that committed the most frames. */
export function mainThreadCpuPerFrame(events: readonly TraceEvent[]): FrameCpu {
  const mainThreads = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.dur === undefined || !mainThreads.has(key)) continue;
    let list = byThread.get(key);
    if (!list) byThread.set(key, (list = []));
    list.push(event);
  }
  const commits = (list: TraceEvent[]) => list.filter((e) => e.name === 'Commit').length;
  const main = [...byThread.values()].sort((a, b) => commits(b) - commits(a))[0] ?? [];
  const frames = commits(main);
  const perFrame: Record<FrameCostKind, number> = { animationFrameScript: 0, inputEvents: 0, canvasAndCommit: 0, styleLayoutPaint: 0, garbageCollection: 0, other: 0 };
  if (frames === 0) return { frames, cpuMsPerFrame: 0, perFrame };

  // Complete events nest on one thread: walk them in order with a stack, giving each event's own
  // (self) time to the innermost enclosing event that names a kind of work.
  const sorted = [...main].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const cpu = (e: TraceEvent) => e.tdur ?? e.dur ?? 0;
  const stack: { end: number; kind: FrameCostKind | null; self: number }[] = [];
  let total = 0;
  const close = (entry: (typeof stack)[number]) => {
    perFrame[entry.kind ?? 'other'] += Math.max(0, entry.self);
  };
  for (const event of sorted) {
    while (stack.length && stack[stack.length - 1].end <= event.ts) close(stack.pop()!);
    const parent = stack[stack.length - 1];
    if (parent) parent.self -= cpu(event);
    else total += cpu(event);
    stack.push({ end: event.ts + (event.dur ?? 0), kind: KIND_OF[event.name] ?? parent?.kind ?? null, self: cpu(event) });
  }
  while (stack.length) close(stack.pop()!);
  for (const kind of Object.keys(perFrame) as FrameCostKind[]) perFrame[kind] = round(perFrame[kind] / 1000 / frames);
  return { frames, cpuMsPerFrame: round(total / 1000 / frames), perFrame };
}
