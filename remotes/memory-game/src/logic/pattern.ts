import { createRandom } from '@games/shared/game-kit/random';
import { hasFullLine, sideFor } from './grid';

export interface Pattern {
  side: number;
  /** The cells to remember, in increasing order. */
  tiles: number[];
}

/**
 * The pattern of a trial: `count` distinct cells of the matrix for that count, seeded by the game's seed, the
 * trial and the count (same seed, same patterns). A pattern that fills a whole row, column or diagonal is
 * drawn again, so no trial is a single straight line.
 */
export function patternFor(seed: string, trial: number, count: number): Pattern {
  const side = sideFor(count);
  const random = createRandom(`${seed}:${trial}:${count}`);
  const cells = Array.from({ length: side * side }, (_, cell) => cell);
  for (let attempt = 0; ; attempt++) {
    const tiles = random.shuffle(cells).slice(0, count).sort((a, b) => a - b);
    // Lines are rare (at most a few percent of draws); 50 attempts never all fail in practice.
    if (!hasFullLine(side, tiles) || attempt >= 50) return { side, tiles };
  }
}
