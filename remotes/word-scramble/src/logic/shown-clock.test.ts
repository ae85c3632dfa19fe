import { shownClockMs } from './shown-clock';

describe('shownClockMs', () => {
  const base = { timed: true, inPlay: true, clockReady: false, remainingMs: 12_000, wordMs: 30_000 };

  it('shows the word’s time left while it is in play', () => {
    expect(shownClockMs(base)).toBe(12_000);
  });

  it('shows the full time before the clock starts, and never below zero after', () => {
    expect(shownClockMs({ ...base, inPlay: false, clockReady: true })).toBe(30_000);
    expect(shownClockMs({ ...base, inPlay: false, remainingMs: -40 })).toBe(0);
    expect(shownClockMs({ ...base, inPlay: false, remainingMs: 5_000 })).toBe(5_000);
  });

  it('shows nothing for an untimed round', () => {
    expect(shownClockMs({ ...base, timed: false })).toBe(0);
  });
});
