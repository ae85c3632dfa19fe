import {
  addTime,
  createCountdown,
  elapsedAt,
  formatCountdown,
  isSavedCountdown,
  pauseCountdown,
  remainingAt,
  resumeCountdown,
  saveCountdown,
  secondsLeft,
  settleCountdown,
  startCountdown,
  stopCountdown,
} from './countdown';

describe('countdown', () => {
  it('counts down only while running', () => {
    const ready = createCountdown(120_000);
    expect(ready.status).toBe('ready');
    expect(remainingAt(ready, 5_000)).toBe(120_000);
    const running = startCountdown(ready, 1_000);
    expect(remainingAt(running, 31_000)).toBe(90_000);
    const paused = pauseCountdown(running, 31_000);
    expect(paused.status).toBe('paused');
    expect(remainingAt(paused, 900_000)).toBe(90_000);
    const resumed = resumeCountdown(paused, 1_000_000);
    expect(elapsedAt(resumed, 1_010_000)).toBe(40_000);
  });

  it('settles to over with the whole duration once time is up, never below zero', () => {
    const running = startCountdown(createCountdown(30_000), 0);
    expect(settleCountdown(running, 29_999)).toBe(running);
    const over = settleCountdown(running, 45_000);
    expect(over).toMatchObject({ status: 'over', elapsedMs: 30_000, since: null });
    expect(remainingAt(running, 45_000)).toBe(0);
    expect(startCountdown(over, 50_000)).toBe(over);
  });

  it('stops early keeping the time played; pausing or stopping twice changes nothing', () => {
    const running = startCountdown(createCountdown(60_000), 100);
    const stopped = stopCountdown(running, 10_100);
    expect(stopped).toMatchObject({ status: 'over', elapsedMs: 10_000 });
    expect(stopCountdown(stopped, 20_000)).toBe(stopped);
    const paused = pauseCountdown(running, 5_100);
    expect(pauseCountdown(paused, 9_000)).toBe(paused);
  });

  it('ignores a clock that runs backwards', () => {
    const running = startCountdown(createCountdown(10_000), 500);
    expect(elapsedAt(running, 100)).toBe(0);
  });

  it('restores a saved round held, and a finished one as over', () => {
    const running = startCountdown(createCountdown(120_000), 0);
    const saved = saveCountdown(running, 20_000);
    expect(saved).toEqual({ durationMs: 120_000, elapsedMs: 20_000 });
    expect(createCountdown(saved.durationMs, saved.elapsedMs)).toMatchObject({ status: 'paused', elapsedMs: 20_000 });
    expect(createCountdown(1_000, 5_000)).toMatchObject({ status: 'over', elapsedMs: 1_000 });
    expect(createCountdown(Number.NaN)).toMatchObject({ status: 'over', durationMs: 0 });
  });

  it('validates saves', () => {
    expect(isSavedCountdown({ durationMs: 60_000, elapsedMs: 0 })).toBe(true);
    expect(isSavedCountdown({ durationMs: 60_000, elapsedMs: 61_000 })).toBe(false);
    expect(isSavedCountdown({ durationMs: 0, elapsedMs: 0 })).toBe(false);
    expect(isSavedCountdown({ durationMs: '60', elapsedMs: 0 })).toBe(false);
    expect(isSavedCountdown(null)).toBe(false);
  });

  it('shows whole seconds rounded up', () => {
    expect(secondsLeft(120_000)).toBe(120);
    expect(secondsLeft(119_001)).toBe(120);
    expect(secondsLeft(0)).toBe(0);
    expect(secondsLeft(-5)).toBe(0);
    expect(formatCountdown(120_000)).toBe('2:00');
    expect(formatCountdown(8_200)).toBe('0:09');
  });
});

describe('addTime', () => {
  it('lengthens a running round and keeps it running', () => {
    const running = startCountdown(createCountdown(20_000), 0);
    const longer = addTime(running, 5_000, 10_000);
    expect(longer).toMatchObject({ durationMs: 30_000, status: 'running' });
    expect(remainingAt(longer, 5_000)).toBe(25_000);
    expect(remainingAt(longer, 6_000)).toBe(24_000);
  });

  it('counts a penalty as time played, never past the end, and leaves a finished round alone', () => {
    const running = startCountdown(createCountdown(90_000), 0);
    expect(remainingAt(addTime(running, 10_000, -5_000), 10_000)).toBe(75_000);
    const used = addTime(running, 88_000, -5_000);
    expect(remainingAt(used, 88_000)).toBe(0);
    expect(settleCountdown(used, 88_000).status).toBe('over');
    const paused = pauseCountdown(running, 1_000);
    expect(addTime(paused, 50_000, -2_000)).toMatchObject({ elapsedMs: 3_000, status: 'paused' });
    const over = stopCountdown(running, 1_000);
    expect(addTime(over, 2_000, 5_000)).toBe(over);
  });
});
