import type { CategoryKey } from './categories';
import { GAME_RECORDS, gameRecord, type GameRecord } from './game-records';

export { GAME_RECORDS, gameRecord, type CategoryValue, type GameRecord } from './game-records';

/** The 35 gallery games, in gallery order (SPEC §3). */
export const GAMES: readonly GameRecord[] = GAME_RECORDS.filter((game) => game.gallery);

/** Playable but not listed in the gallery (SPEC §1). */
export const HIDDEN_GAMES: readonly string[] = GAME_RECORDS.filter((game) => !game.gallery).map((game) => game.slug);

/** Every name /game/{name} accepts. */
export const PLAYABLE_GAME_NAMES: readonly string[] = GAME_RECORDS.map((game) => game.slug);

export function isPlayableGame(name: string): boolean {
  return gameRecord(name) !== undefined;
}

export function gamesInCategory(key: CategoryKey): readonly GameRecord[] {
  if (key === 'all') return GAMES;
  return GAMES.filter((g) => g.categories.includes(key));
}

/** 'word-search' → 'Word Search' (SPEC: hyphens to spaces, words capitalised). */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
