import { FixedStepClock, DEFAULT_STEP_MS } from './fixedStep';

/** Feeds frames `deltas` ms apart (after a baseline frame at 0) and returns the total steps. */
function stepsFor(clock: FixedStepClock, deltas: number[], start = 0): number {
  let now = start;
  let total = clock.advance(now).steps;
  for (const delta of deltas) {
    now += delta;
    total += clock.advance(now).steps;
  }
  return total;
}

describe('FixedStepClock', () => {
  it('makes no step on the first frame, which only sets the baseline', () => {
    const clock = new FixedStepClock();
    expect(clock.advance(1234)).toEqual({ steps: 0, alpha: 0, droppedMs: 0 });
  });

  it('makes exactly one step per 60 Hz frame, without floating-point drift', () => {
    const clock = new FixedStepClock();
    expect(stepsFor(clock, new Array(600).fill(1000 / 60))).toBe(600);
  });

  it('makes two steps per 30 Hz frame and one step every other 120 Hz frame', () => {
    expect(stepsFor(new FixedStepClock(), new Array(30).fill(1000 / 30))).toBe(60);
    expect(stepsFor(new FixedStepClock(), new Array(120).fill(1000 / 120))).toBe(60);
  });

  it('carries the remainder between frames and reports it as alpha', () => {
    const clock = new FixedStepClock({ stepMs: 10 });
    clock.advance(0);
    expect(clock.advance(25)).toEqual({ steps: 2, alpha: 0.5, droppedMs: 0 });
    expect(clock.advance(30)).toEqual({ steps: 1, alpha: 0, droppedMs: 0 });
    expect(clock.advance(34).steps).toBe(0);
    expect(clock.advance(34).alpha).toBeCloseTo(0.4);
  });

  it('clamps a long frame so a stall cannot cause a spiral of death', () => {
    const clock = new FixedStepClock({ stepMs: 10, maxFrameMs: 100 });
    clock.advance(0);
    expect(clock.advance(5000)).toEqual({ steps: 10, alpha: 0, droppedMs: 4900 });
    expect(stepsFor(new FixedStepClock(), [10_000])).toBe(Math.floor(250 / DEFAULT_STEP_MS + 1e-6));
  });

  it('ignores time going backwards', () => {
    const clock = new FixedStepClock({ stepMs: 10 });
    clock.advance(100);
    expect(clock.advance(50).steps).toBe(0);
    expect(clock.advance(70).steps).toBe(2);
  });

  it('does not count time spent paused', () => {
    const clock = new FixedStepClock({ stepMs: 10 });
    clock.advance(0);
    expect(clock.advance(50).steps).toBe(5);
    clock.pause();
    expect(clock.paused).toBe(true);
    expect(clock.advance(60_000).steps).toBe(0);
    clock.resume(60_000);
    expect(clock.paused).toBe(false);
    expect(clock.advance(60_030).steps).toBe(3);
  });

  it('after resume without a time, takes the next frame as baseline', () => {
    const clock = new FixedStepClock({ stepMs: 10 });
    clock.advance(0);
    clock.pause();
    clock.resume();
    expect(clock.advance(90_000).steps).toBe(0);
    expect(clock.advance(90_020).steps).toBe(2);
  });

  it('tick() calls update once per step with the step length', () => {
    const clock = new FixedStepClock({ stepMs: 10 });
    const update = jest.fn();
    clock.tick(0, update);
    const alpha = clock.tick(35, update);
    expect(update).toHaveBeenCalledTimes(3);
    expect(update).toHaveBeenCalledWith(10);
    expect(alpha).toBeCloseTo(0.5);
  });

  it('reset() forgets the partial step and the baseline', () => {
    const clock = new FixedStepClock({ stepMs: 10 });
    clock.advance(0);
    clock.advance(15);
    clock.reset();
    expect(clock.alpha).toBe(0);
    expect(clock.advance(1000).steps).toBe(0);
  });

  it('rejects nonsensical options', () => {
    expect(() => new FixedStepClock({ stepMs: 0 })).toThrow(RangeError);
    expect(() => new FixedStepClock({ stepMs: 20, maxFrameMs: 10 })).toThrow(RangeError);
  });
});
