// Letter tiles and a word being spelled from them: typing a letter takes the first free tile showing it, in the
// order the tiles are shown; Backspace gives back the last one; shuffle reorders the tiles shown.
import type { Random } from '../random';

export interface Tile {
  id: number;
  letter: string;
}

/** Tiles with ids in the order of the letters. */
export const makeTiles = (letters: string): Tile[] => [...letters].map((letter, id) => ({ id, letter }));

/** The first tile, in the shown order, with this letter and not in use; null when there is none. */
export function freeTileFor(tiles: readonly Tile[], order: readonly number[], used: readonly (number | null)[], letter: string): number | null {
  const lower = letter.toLowerCase();
  for (const id of order) if (tiles[id].letter === lower && !used.includes(id)) return id;
  return null;
}

/** A new shown order, different from the current one whenever the letters allow it. */
export function shuffledOrder(tiles: readonly Tile[], order: readonly number[], random: Random): number[] {
  const shown = (o: readonly number[]) => o.map((id) => tiles[id].letter).join('');
  const before = shown(order);
  let next = [...order];
  for (let attempt = 0; attempt < 8; attempt++) {
    next = random.shuffle([...order]);
    if (shown(next) !== before) break;
  }
  return next;
}

/** The word spelled by tile ids (null: an empty place). */
export const spelled = (tiles: readonly Tile[], ids: readonly (number | null)[]): string => ids.map((id) => (id === null ? '' : tiles[id].letter)).join('');

/** A key that types a letter. */
export const isLetterKey = (key: string): boolean => /^[a-zA-Z]$/.test(key);
