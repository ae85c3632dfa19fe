import { backingPixelRatio, canStepDown, SlowFrameWatch } from './resolution';

describe('backingPixelRatio', () => {
  it('follows the screen up to 2×', () => {
    expect(backingPixelRatio(1)).toBe(1);
    expect(backingPixelRatio(1.25)).toBe(1.25);
    expect(backingPixelRatio(2)).toBe(2);
    expect(backingPixelRatio(3)).toBe(2);
  });

  it('steps down by half a pixel per step, never below one backing pixel per CSS pixel', () => {
    expect([0, 1, 2, 3].map((steps) => backingPixelRatio(3, steps))).toEqual([2, 1.5, 1, 1]);
    expect(backingPixelRatio(1.25, 1)).toBe(1);
    expect(backingPixelRatio(1, 4)).toBe(1);
    // A screen below 1× (zoomed out) keeps its own ratio.
    expect(backingPixelRatio(0.8, 2)).toBe(0.8);
    expect(backingPixelRatio(0)).toBe(1);
  });

  it('says when a step down would still save pixels', () => {
    expect(canStepDown(2, 0)).toBe(true);
    expect(canStepDown(2, 1)).toBe(true);
    expect(canStepDown(2, 2)).toBe(false);
    expect(canStepDown(1, 0)).toBe(false);
  });
});

/** Feeds `count` frames `interval` ms apart and returns how many verdicts said "step down". */
function feed(watch: SlowFrameWatch, start: number, intervals: number[]): { verdicts: number; end: number } {
  let now = start;
  let verdicts = 0;
  for (const interval of intervals) {
    now += interval;
    if (watch.frame(now)) verdicts += 1;
  }
  return { verdicts, end: now };
}

const repeat = (interval: number, count: number) => new Array<number>(count).fill(interval);

describe('SlowFrameWatch', () => {
  it('stays quiet while frames arrive on time', () => {
    const watch = new SlowFrameWatch({ windowFrames: 60 });
    watch.frame(0);
    expect(feed(watch, 0, repeat(1000 / 60, 600)).verdicts).toBe(0);
  });

  it('ignores an occasional missed frame', () => {
    const watch = new SlowFrameWatch({ windowFrames: 60 });
    watch.frame(0);
    const intervals = Array.from({ length: 600 }, (_, index) => (index % 10 === 0 ? 33.3 : 16.7));
    expect(feed(watch, 0, intervals).verdicts).toBe(0);
  });

  it('asks for a step down once per window of sustained slow frames', () => {
    const watch = new SlowFrameWatch({ windowFrames: 60 });
    watch.frame(0);
    const slowHalf = Array.from({ length: 60 }, (_, index) => (index % 2 === 0 ? 33.3 : 16.7));
    const first = feed(watch, 0, slowHalf);
    expect(first.verdicts).toBe(1);
    expect(feed(watch, first.end, repeat(33.3, 120)).verdicts).toBe(2);
  });

  it('does not count stalls (hidden tab, pause) as slow frames', () => {
    const watch = new SlowFrameWatch({ windowFrames: 10 });
    watch.frame(0);
    const stalls = [16.7, 5000, 16.7, 900, 16.7, 16.7, 16.7, 16.7, 16.7, 16.7, 16.7, 16.7, 16.7];
    expect(feed(watch, 0, stalls).verdicts).toBe(0);
  });

  it('starts a fresh window after reset', () => {
    const watch = new SlowFrameWatch({ windowFrames: 10 });
    watch.frame(0);
    feed(watch, 0, repeat(40, 9));
    watch.reset();
    // Without the reset, the first new interval would complete a window of nine slow frames.
    const { verdicts } = feed(watch, 1000, repeat(16.7, 11));
    expect(verdicts).toBe(0);
  });
});
