// logic/deal.ts in every game: the board a request gets. A game whose boards take a search puts that in
// logic/generate.ts and runs it in src/deal.worker.ts through src/dealer.ts (README, game-team guide, "File names").
import { createRandom } from '@games/shared/game-kit/random';
import { isAllOff, press, type LightsOutPuzzle } from './lights';
import { sizeOfLevel } from './levels';

/**
 * The puzzle of a seed and level: random presses from a dark board, so it is always solvable (by pressing
 * the same cells again). The same seed and level always give the same puzzle; never one already solved.
 */
export function dealPuzzle(seed: string, level: string): LightsOutPuzzle {
  const size = sizeOfLevel(level);
  const random = createRandom(`${seed}:${level}`);
  let lights = new Array<boolean>(size * size).fill(false) as readonly boolean[];
  for (let cell = 0; cell < size * size; cell++) if (random.next() < 0.5) lights = press(size, lights, cell);
  // Every cell pressed an even number of times (unlikely, but possible) leaves it dark: press one.
  if (isAllOff(lights)) lights = press(size, lights, random.int(0, size * size - 1));
  return { size, start: lights };
}
