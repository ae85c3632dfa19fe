import { GAME_RECORDS, gameRecord, type GameImage } from './game-records';

export type { GameImage } from './game-records';

/** Card art of every playable game by slug: the 35 gallery games plus path-puzzle-game (its social image). */
export const GAME_IMAGES: Readonly<Record<string, GameImage>> = Object.fromEntries(GAME_RECORDS.map((game) => [game.slug, game.image]));

export function gameImage(slug: string): GameImage | undefined {
  return gameRecord(slug)?.image;
}
