import { FixedWindowCounter } from './fixed-window-counter';

describe('FixedWindowCounter', () => {
  let now = 1_000_000;
  const clock = () => now;

  test('allows the allowance per window, then reports the time until the window resets', () => {
    const counter = new FixedWindowCounter(2, 60_000, clock);
    expect(counter.hit('a')).toBe(0);
    now += 10_000;
    expect(counter.hit('a')).toBe(0);
    expect(counter.hit('a')).toBe(50_000);
    expect(counter.hit('b')).toBe(0);
    now += 50_000;
    expect(counter.hit('a')).toBe(0);
  });

  test('a hit given back can be used again, and counts never go below zero', () => {
    const counter = new FixedWindowCounter(1, 60_000, clock);
    counter.giveBack('a');
    counter.giveBack('a');
    expect(counter.hit('a')).toBe(0);
    expect(counter.hit('a')).toBeGreaterThan(0);
    counter.giveBack('a');
    expect(counter.hit('a')).toBeGreaterThan(0);
    counter.giveBack('a');
    counter.giveBack('a');
    expect(counter.hit('a')).toBe(0);
  });

  test('an allowance of zero refuses every hit', () => {
    expect(new FixedWindowCounter(0, 1_000, clock).hit('a')).toBe(1_000);
  });
});
