import { createRandom } from '@games/shared/game-kit/random';
import { pressAll, type LightsOutPuzzle } from './lights';
import { levelSpec } from './levels';
import { minimumMoves } from './solver';

/** Deals tried before the hardest seen is kept (a level's minimum par is reached within a few). */
const ATTEMPTS = 40;

/**
 * The puzzle of a seed and level: distinct random presses from an all-black board, so it is always solvable
 * (by pressing the same cells again); its par is the true minimum number of presses (GF(2) solve with the
 * nullspace searched). Deals whose par is under the level's minimum are dealt again, so a level is never
 * trivial. The same seed and level always give the same puzzle; never one already solved.
 */
export function dealPuzzle(seed: string, level: string): LightsOutPuzzle {
  const { size, presses, minPar } = levelSpec(level);
  const random = createRandom(`${seed}:${level}`);
  const dark = new Array<boolean>(size * size).fill(false);
  let best: LightsOutPuzzle | null = null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const cells = random.shuffle(Array.from({ length: size * size }, (_, cell) => cell)).slice(0, presses);
    const start = pressAll(size, dark, cells);
    const par = minimumMoves(size, start) ?? 0;
    if (par === 0) continue;
    if (!best || par > best.par) best = { size, start, par };
    if (par >= minPar) break;
  }
  // Every attempt came back black (impossible with distinct presses on these boards): press one corner.
  return best ?? { size, start: pressAll(size, dark, [0]), par: 1 };
}
