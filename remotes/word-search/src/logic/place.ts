import type { Random } from '@games/shared/game-kit/random';
import { lineCells, type Placement } from './cells';
import { DIRECTIONS, type DirectionName } from './directions';

/** How many candidate spots to try per word before backtracking, and the total work allowed. */
const TRIES_PER_WORD = 25;
const STEP_BUDGET = 4000;

/**
 * Places every word in an empty size×size grid, crossing where letters agree, by depth-first search
 * with backtracking. Returns the grid (null = empty cell) and placements, or null when the budget ran out.
 */
export function placeWords(
  words: readonly string[],
  size: number,
  directions: readonly DirectionName[],
  random: Random,
): { cells: (string | null)[]; placements: Placement[] } | null {
  const cells: (string | null)[] = new Array(size * size).fill(null);
  const placements: Placement[] = [];
  // Long words first: they are the hardest to fit.
  const order = words.slice().sort((a, b) => b.length - a.length);
  let steps = 0;

  const spotsFor = (word: string): Placement[] => {
    const spots: Placement[] = [];
    const last = word.length - 1;
    for (const dir of directions) {
      const [dr, dc] = DIRECTIONS[dir];
      for (let row = 0; row < size; row++) {
        const endRow = row + dr * last;
        if (endRow < 0 || endRow >= size) continue;
        for (let col = 0; col < size; col++) {
          const endCol = col + dc * last;
          if (endCol < 0 || endCol >= size) continue;
          let fits = true;
          let shared = 0;
          for (let i = 0, at = row * size + col; i <= last; i++, at += dr * size + dc) {
            const existing = cells[at];
            if (existing === null) continue;
            if (existing !== word[i]) {
              fits = false;
              break;
            }
            shared++;
          }
          // A word lying entirely on other words' letters would not be a new word at all.
          if (fits && shared < word.length) spots.push({ word, row, col, dir });
        }
      }
    }
    return spots;
  };

  const place = (index: number): boolean => {
    if (index === order.length) return true;
    const word = order[index];
    const spots = random.shuffle(spotsFor(word)).slice(0, TRIES_PER_WORD);
    for (const spot of spots) {
      if (++steps > STEP_BUDGET) return false;
      const written: number[] = [];
      lineCells(spot.row, spot.col, spot.dir, word.length).forEach((cell, i) => {
        const at = cell.row * size + cell.col;
        if (cells[at] === null) {
          cells[at] = word[i];
          written.push(at);
        }
      });
      placements.push(spot);
      if (place(index + 1)) return true;
      placements.pop();
      for (const at of written) cells[at] = null;
    }
    return false;
  };

  return place(0) ? { cells, placements } : null;
}
