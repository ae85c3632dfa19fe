import { createRandom } from '@games/shared/game-kit/random';
import type { CardsPuzzle, Players } from './cards';
import { shapeOfLevel } from './levels';

/**
 * The layout of a seed and level: every face twice, in a seeded Fisher–Yates order (the kit's shuffle). The
 * same seed and level always give the same cards, whatever the number of players (a daily deal is the same
 * for everyone).
 */
export function dealCards(seed: string, level: string, players: Players = 1): CardsPuzzle {
  const { rows, cols } = shapeOfLevel(level);
  const pairs = (rows * cols) / 2;
  const random = createRandom(`${seed}:${level}`);
  // Which faces of the theme this deal uses, then where each card lies.
  const chosen = random.shuffle(Array.from({ length: 18 }, (_, face) => face)).slice(0, pairs);
  const faces = random.shuffle(chosen.flatMap((face) => [face, face]));
  return { rows, cols, faces, players };
}
