import data from '../data/themes.data.json';
import { isOffensive } from './profanity';
import { isThemeData, overlapsWord, THEME_DATA_VERSION } from './themes';

describe('themes.data.json', () => {
  const { themes } = data as { version: number; themes: { id: string; name: string; words: string[] }[] };

  test('is valid, versioned theme data', () => {
    expect(data.version).toBe(THEME_DATA_VERSION);
    expect(isThemeData(data)).toBe(true);
  });

  test('has at least 45 themes of 16–24 words', () => {
    expect(themes.length).toBeGreaterThanOrEqual(45);
    for (const theme of themes) {
      expect(theme.words.length).toBeGreaterThanOrEqual(16);
      expect(theme.words.length).toBeLessThanOrEqual(24);
    }
  });

  test('words are 3–12 capital letters A–Z, unique within a theme', () => {
    for (const theme of themes) {
      for (const word of theme.words) expect(word).toMatch(/^[A-Z]{3,12}$/);
      expect(new Set(theme.words).size).toBe(theme.words.length);
    }
  });

  test('no word of a theme can be read inside another, forwards or backwards', () => {
    for (const theme of themes) {
      for (const a of theme.words) {
        for (const b of theme.words) if (a !== b) expect([theme.id, a, b, overlapsWord(a, b)]).toEqual([theme.id, a, b, false]);
      }
    }
  });

  test('every theme has enough short words for Easy', () => {
    for (const theme of themes) expect(theme.words.filter((w) => w.length <= 7).length).toBeGreaterThanOrEqual(8);
  });

  test('no word trips the profanity filter', () => {
    for (const theme of themes) expect(theme.words.filter(isOffensive)).toEqual([]);
  });
});

describe('isThemeData', () => {
  const good = { version: THEME_DATA_VERSION, themes: [{ id: 'a', name: 'A', words: 'ONE TWO SIX TEN CAT DOG PIG COW HEN FOX OWL BAT RAM EWE YAK'.split(' ') }] };
  test('accepts good data and rejects wrong versions, shapes and words', () => {
    expect(isThemeData(good)).toBe(true);
    expect(isThemeData({ ...good, version: 99 })).toBe(false);
    expect(isThemeData(null)).toBe(false);
    expect(isThemeData({ version: 1, themes: [] })).toBe(false);
    expect(isThemeData({ version: 1, themes: [{ ...good.themes[0], words: [...good.themes[0].words.slice(1), 'ice cream'] }] })).toBe(false);
    expect(isThemeData({ version: 1, themes: [{ ...good.themes[0], words: [...good.themes[0].words, 'ONE'] }] })).toBe(false);
  });
});

test('overlapsWord spots substrings and reversed substrings', () => {
  expect(overlapsWord('PINEAPPLE', 'APPLE')).toBe(true);
  expect(overlapsWord('NINETY', 'TEN')).toBe(true);
  expect(overlapsWord('CAT', 'DOG')).toBe(false);
});
