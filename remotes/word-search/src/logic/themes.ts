/** The word data: themed word lists, fetched as a separate asset. */
export interface Theme {
  id: string;
  name: string;
  words: string[];
}

export interface ThemeData {
  version: number;
  themes: Theme[];
}

export const THEME_DATA_VERSION = 1;
export const MIN_WORD_LENGTH = 3;
export const MAX_WORD_LENGTH = 12;
const WORD = /^[A-Z]+$/;

export function isValidWord(word: unknown): word is string {
  return typeof word === 'string' && WORD.test(word) && word.length >= MIN_WORD_LENGTH && word.length <= MAX_WORD_LENGTH;
}

function isTheme(value: unknown): value is Theme {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t.id === 'string' &&
    /^[a-z0-9-]+$/.test(t.id) &&
    typeof t.name === 'string' &&
    t.name.length > 0 &&
    Array.isArray(t.words) &&
    t.words.length >= 15 &&
    t.words.every(isValidWord) &&
    new Set(t.words).size === t.words.length
  );
}

/** Checks fetched data really is the theme list this build understands. */
export function isThemeData(value: unknown): value is ThemeData {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  if (d.version !== THEME_DATA_VERSION || !Array.isArray(d.themes) || d.themes.length === 0) return false;
  if (!d.themes.every(isTheme)) return false;
  return new Set((d.themes as Theme[]).map((t) => t.id)).size === d.themes.length;
}

/** Whether one word can be read inside another, forwards or backwards (which would make it appear twice). */
export function overlapsWord(a: string, b: string): boolean {
  const reverse = (w: string) => w.split('').reverse().join('');
  return a.includes(b) || b.includes(a) || a.includes(reverse(b)) || b.includes(reverse(a));
}
