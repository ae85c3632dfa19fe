/**
 * The player's theme choice, kept in localStorage as games:theme ('light' or 'dark'); without one the
 * system decides (color-scheme: light dark in shared/src/game-kit/theme.css). The choice is shown by
 * <html data-theme>, set before the first paint by the head script (theme-init-script.ts) and here after a
 * switch, so every stylesheet's light-dark() pairs follow it: the shell's and every game's alike.
 */
export type ThemeChoice = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'games:theme';

export function parseThemeChoice(value: unknown): ThemeChoice | null {
  return value === 'light' || value === 'dark' ? value : null;
}

export function readThemeChoice(storage: Pick<Storage, 'getItem'> | undefined): ThemeChoice | null {
  try {
    return parseThemeChoice(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Remembers the choice (a full or blocked storage still switches this page) and shows it. */
export function chooseTheme(choice: ThemeChoice, storage: Pick<Storage, 'setItem'> | undefined, root: HTMLElement): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private mode or a full store: the page still switches.
  }
  root.dataset.theme = choice;
}

/** The theme in effect: the player's choice, else the system's. */
export function effectiveTheme(choice: ThemeChoice | null, systemPrefersDark: boolean): ThemeChoice {
  return choice ?? (systemPrefersDark ? 'dark' : 'light');
}
