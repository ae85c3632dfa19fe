import {
  clockAfterMove,
  computerThinkMs,
  createClock,
  flaggedSide,
  formatClock,
  isClock,
  pauseClock,
  resumeClock,
  timeControlLabel,
  timeControlOf,
  timeLeft,
  TIME_CONTROL_IDS,
} from './clock';

const threePlusTwo = () => createClock(timeControlOf('3+2')!);

describe('time controls', () => {
  it('are untimed by default and read minutes + increment seconds', () => {
    expect(TIME_CONTROL_IDS[0]).toBe('none');
    expect(timeControlOf('none')).toBeNull();
    expect(timeControlOf('3+2')).toEqual({ initialMs: 180_000, incrementMs: 2000 });
    expect(timeControlOf('1+0')).toEqual({ initialMs: 60_000, incrementMs: 0 });
    expect(timeControlLabel('5+0')).toBe('5+0 · Blitz');
    expect(timeControlLabel('none')).toBe('Untimed');
  });
});

describe('clock', () => {
  it('counts nothing before both sides have made their first move', () => {
    let clock = threePlusTwo();
    clock = clockAfterMove(clock, 'w', 1, 5_000);
    expect(clock.running).toBeNull();
    expect(timeLeft(clock, 'b', 60_000)).toBe(180_000);
    clock = clockAfterMove(clock, 'b', 2, 60_000);
    expect(clock.remainingMs).toEqual({ w: 180_000, b: 180_000 });
    expect(clock.running).toBe('w');
  });

  it('charges the mover the time spent, adds the increment, and starts the other side', () => {
    let clock = clockAfterMove(threePlusTwo(), 'b', 2, 0);
    expect(timeLeft(clock, 'w', 10_000)).toBe(170_000);
    expect(timeLeft(clock, 'b', 10_000)).toBe(180_000);
    clock = clockAfterMove(clock, 'w', 3, 10_000);
    expect(clock.remainingMs.w).toBe(172_000);
    expect(clock.running).toBe('b');
    expect(timeLeft(clock, 'b', 13_000)).toBe(177_000);
  });

  it('flags the side whose time runs out, and only the running side', () => {
    const clock = clockAfterMove(createClock(timeControlOf('1+0')!), 'b', 2, 1000);
    expect(flaggedSide(clock, 60_999)).toBeNull();
    expect(flaggedSide(clock, 61_000)).toBe('w');
    expect(timeLeft(clock, 'w', 90_000)).toBe(0);
    expect(flaggedSide(pauseClock(clock, 30_000), 1_000_000)).toBeNull();
  });

  it('pauses (charging the time used) and resumes for the side to move', () => {
    const running = clockAfterMove(threePlusTwo(), 'b', 2, 0);
    const paused = pauseClock(running, 4000);
    expect(paused.running).toBeNull();
    expect(paused.remainingMs.w).toBe(176_000);
    expect(timeLeft(paused, 'w', 500_000)).toBe(176_000);
    const resumed = resumeClock(paused, 'w', 2, 500_000);
    expect(timeLeft(resumed, 'w', 501_000)).toBe(175_000);
    // Before both first moves there is nothing to resume.
    expect(resumeClock(threePlusTwo(), 'w', 0, 10).running).toBeNull();
  });

  it('gives the computer less thinking time when it is short of time', () => {
    expect(computerThinkMs(1500, 600_000, 0)).toBe(1500);
    expect(computerThinkMs(1500, 10_000, 0)).toBe(250);
    expect(computerThinkMs(1500, 10_000, 2000)).toBe(1250);
    expect(computerThinkMs(1500, 100, 0)).toBe(50);
  });

  it('shows minutes and seconds, and tenths under ten seconds', () => {
    expect(formatClock(180_000)).toBe('3:00');
    expect(formatClock(59_001)).toBe('1:00');
    expect(formatClock(61_500)).toBe('1:02');
    expect(formatClock(9_440)).toBe('0:09.4');
    expect(formatClock(-5)).toBe('0:00.0');
  });

  it('validates a saved clock', () => {
    expect(isClock(JSON.parse(JSON.stringify(clockAfterMove(threePlusTwo(), 'b', 2, 7))))).toBe(true);
    expect(isClock({ ...threePlusTwo(), running: 'x' })).toBe(false);
    expect(isClock({ ...threePlusTwo(), remainingMs: { w: -1, b: 0 } })).toBe(false);
    expect(isClock(null)).toBe(false);
  });
});
