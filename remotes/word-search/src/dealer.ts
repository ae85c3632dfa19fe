// A puzzle is dealt from the themed word lists (a lazily loaded data asset) and the generator (its own chunk,
// with the profanity filter); both start loading when the game opens and are fetched once per page.
import { loadAsset } from '@games/shared/game-kit/data/load-asset';
import { THEMES_URL } from './dataUrl';
import type { Difficulty } from './logic/difficulty';
import type { Puzzle } from './logic/puzzle';
import { isThemeData } from './logic/themes';

const loadGenerator = () => import(/* webpackChunkName: "word-search-generator" */ './logic/generate');

/** Starts both downloads early, so the first deal does not wait for them one after the other. */
export function preloadDealer(): void {
  loadAsset(THEMES_URL, isThemeData).catch(() => undefined);
  loadGenerator().catch(() => undefined);
}

export async function dealPuzzle(seed: string, difficulty: Difficulty): Promise<Puzzle> {
  const [data, { generatePuzzle, themeForSeed }] = await Promise.all([loadAsset(THEMES_URL, isThemeData), loadGenerator()]);
  return generatePuzzle({ theme: themeForSeed(data.themes, seed), difficulty, seed });
}
