import { useEffect } from 'react';
import { writeDailyList, type DailyGame } from '@games/shared/contracts';
import type { Catalog } from './catalog';
import { useCatalog } from './page-catalog';

/** The gallery's games with a daily, in gallery order: what a finished daily leads on to. */
export function dailyGamesOf(catalog: Catalog): DailyGame[] {
  return catalog.gallery.filter((game) => game.daily).map(({ slug, title }) => ({ slug, title }));
}

function localStorageOrNone(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the list of the day's dailies where games read it (contracts/progress.ts), so a game's result can say
 * "Next daily: Tango Game →" without knowing the catalogue. Written after the page shows, whenever the
 * catalogue changes.
 */
export function usePublishDailyList(): void {
  const catalog = useCatalog();
  useEffect(() => {
    if (catalog.gallery.length > 0) writeDailyList(localStorageOrNone(), dailyGamesOf(catalog));
  }, [catalog]);
}
