import { withinOneEdit } from './levenshtein';

describe('withinOneEdit', () => {
  it.each([
    ['towel', 'towel', true],
    ['towel', 'towl', true],
    ['towel', 'towell', true],
    ['towel', 'tovel', true],
    ['towel', 'otwel', false],
    ['towel', 'tow', false],
    ['', 'a', true],
    ['abc', 'abd', true],
    ['abcde', 'abxdy', false],
  ])('%s / %s → %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});
