import { mainThreadCpuPerFrame, type TraceEvent } from './trace-cpu';

const thread = (tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid: 1, tid, ts: 0, args: { name } });
const task = (name: string, ts: number, dur: number, tdur = dur, tid = 10): TraceEvent => ({ name, ph: 'X', pid: 1, tid, ts, dur, tdur });

describe('mainThreadCpuPerFrame', () => {
  it('adds up the thread time of top-level main-thread tasks per committed frame, split by kind', () => {
    const events = [
      thread(10, 'CrRendererMain'),
      thread(11, 'Compositor'),
      // Frame 1: a task running the rAF callback (with a pointer event inside it) and the commit.
      task('RunTask', 0, 5000, 4000),
      task('FireAnimationFrame', 100, 2000, 1500),
      task('EventDispatch', 200, 500, 500),
      task('Commit', 3000, 1500, 1500),
      // Frame 2: wall time stretched by another process; only thread time counts.
      task('RunTask', 20_000, 9000, 3000),
      task('FireAnimationFrame', 20_100, 4000, 1000),
      task('Commit', 25_000, 4000, 1000),
      task('MinorGC', 25_500, 500, 500),
      // Other threads never count.
      task('RunTask', 0, 50_000, 50_000, 11),
    ];
    const cpu = mainThreadCpuPerFrame(events);
    expect(cpu.frames).toBe(2);
    expect(cpu.cpuMsPerFrame).toBe(3.5);
    expect(cpu.perFrame).toEqual({
      animationFrameScript: 1,
      inputEvents: 0.25,
      canvasAndCommit: 1,
      styleLayoutPaint: 0,
      garbageCollection: 0.25,
      other: 1,
    });
  });

  it('reports nothing for a trace without frames', () => {
    expect(mainThreadCpuPerFrame([thread(10, 'CrRendererMain'), task('RunTask', 0, 10)]).frames).toBe(0);
  });
});
