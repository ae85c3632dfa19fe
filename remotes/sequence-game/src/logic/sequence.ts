import { createRandom } from '@games/shared/game-kit/random';

/**
 * The pad of step `index` of a seed's sequence: each step is drawn on its own from the seed, so a sequence
 * only grows (the same seed always gives the same sequence) and repeats are allowed, as in Simon.
 */
export function stepOf(seed: string, pads: number, index: number): number {
  return createRandom(`${seed}:${pads}:${index}`).int(0, pads - 1);
}

/** The first `length` steps of a seed's sequence. */
export function sequenceOf(seed: string, pads: number, length: number): number[] {
  return Array.from({ length }, (_, index) => stepOf(seed, pads, index));
}
