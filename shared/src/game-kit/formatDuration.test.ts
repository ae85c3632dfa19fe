import { formatDuration } from './formatDuration';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [1000, '0:01'],
    [61_500, '1:01'],
    [599_999, '9:59'],
    [3_600_000, '1:00:00'],
    [3_725_000, '1:02:05'],
    [-500, '0:00'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
