import { createRandom } from '@games/shared/game-kit/random';
import type { Board } from './board';
import { fitsAnywhere, type Piece } from './piece';

/** The first turns never deal a domino that cannot fit (a single is dealt instead). */
export const OPENING_TURNS = 12;
/** Chance that a piece is a domino rather than a single tile. */
export const DOMINO_CHANCE = 0.65;
/** The highest value dealt in a piece, ever. */
export const MAX_DEALT = 6;

/** The highest value a piece may carry on a turn: 3 at first, rising by one every 15 turns up to 6. */
export function valueCap(turn: number): number {
  return Math.min(MAX_DEALT, 3 + Math.floor(turn / 15));
}

/** Weights of values 1…cap: each lower value is twice as likely as the one above it. */
export function valueWeights(cap: number): number[] {
  return Array.from({ length: cap }, (_, i) => 2 ** (cap - 1 - i));
}

function weightedValue(random: () => number, cap: number): number {
  const weights = valueWeights(cap);
  let roll = random() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < weights.length; i++) {
    roll -= weights[i];
    if (roll < 0) return i + 1;
  }
  return cap;
}

/**
 * The piece of a turn: chosen by the game's seed and the turn number alone (the same game deals the same
 * pieces, also after an undo), weighted toward low values with a cap rising over time. On the opening turns a
 * domino that has no room becomes a single tile.
 */
export function dealPiece(seed: string, turn: number, board: Board): Piece {
  const random = createRandom(`${seed}:piece:${turn}`);
  const next = () => random.next();
  const cap = valueCap(turn);
  const first = weightedValue(next, cap);
  if (next() >= DOMINO_CHANCE) return [first];
  const domino: Piece = [first, weightedValue(next, cap)];
  if (turn < OPENING_TURNS && !fitsAnywhere(board, domino)) return [first];
  return domino;
}
