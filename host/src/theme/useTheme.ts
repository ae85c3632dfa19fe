import { useCallback, useSyncExternalStore } from 'react';
import { chooseTheme, effectiveTheme, readThemeChoice, THEME_STORAGE_KEY, type ThemeChoice } from './theme-choice';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia?.(DARK_QUERY);
  media?.addEventListener?.('change', listener);
  // Another tab's switch arrives as a storage event: follow it (a cleared choice hands back to the system).
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== THEME_STORAGE_KEY) return;
    const choice = readThemeChoice(storage());
    if (choice) document.documentElement.dataset.theme = choice;
    else delete document.documentElement.dataset.theme;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener?.('change', listener);
    window.removeEventListener('storage', onStorage);
  };
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function currentTheme(): ThemeChoice {
  const shown = document.documentElement.dataset.theme;
  const choice = shown === 'light' || shown === 'dark' ? shown : readThemeChoice(storage());
  return effectiveTheme(choice, window.matchMedia?.(DARK_QUERY).matches ?? false);
}

/** The theme in effect and a toggle; null while hydrating (the server cannot know it). */
export function useTheme(): { theme: ThemeChoice | null; toggle: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => null);
  const toggle = useCallback(() => {
    chooseTheme(currentTheme() === 'dark' ? 'light' : 'dark', storage(), document.documentElement);
    listeners.forEach((listener) => listener());
  }, []);
  return { theme, toggle };
}
