import { chooseTheme, effectiveTheme, parseThemeChoice, readThemeChoice, THEME_STORAGE_KEY } from './theme-choice';
import { THEME_INIT_SCRIPT } from './theme-init-script';

test('only light and dark are choices; anything else in storage means the system decides', () => {
  expect(parseThemeChoice('dark')).toBe('dark');
  expect(parseThemeChoice('light')).toBe('light');
  for (const junk of ['', 'Dark', '{"theme":"dark"}', null, undefined, 1]) expect(parseThemeChoice(junk)).toBeNull();
});

test('a storage that throws reads as no choice, and a choice still switches the page when it cannot be kept', () => {
  const throwing = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };
  expect(readThemeChoice(throwing)).toBeNull();
  const root = document.createElement('html');
  chooseTheme('dark', throwing, root);
  expect(root.dataset.theme).toBe('dark');
});

test('a choice is kept under games:theme and beats the system', () => {
  const store = new Map<string, string>();
  const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
  chooseTheme('light', storage, document.createElement('html'));
  expect(store.get(THEME_STORAGE_KEY)).toBe('light');
  expect(effectiveTheme(readThemeChoice(storage), true)).toBe('light');
  expect(effectiveTheme(null, true)).toBe('dark');
  expect(effectiveTheme(null, false)).toBe('light');
});

test('the head script sets what was chosen and ignores junk and a storage that throws', () => {
  const run = (stored: string | null | Error) => {
    document.documentElement.removeAttribute('data-theme');
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      if (stored instanceof Error) throw stored;
      return stored;
    });
    new Function(THEME_INIT_SCRIPT)();
    getItem.mockRestore();
    return document.documentElement.dataset.theme;
  };
  expect(run('dark')).toBe('dark');
  expect(run('light')).toBe('light');
  expect(run('<b>')).toBeUndefined();
  expect(run(null)).toBeUndefined();
  expect(run(new Error('denied'))).toBeUndefined();
});
