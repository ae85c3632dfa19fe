// How a level plays, for engines that score candidate moves: the best move with probability `bestRate`
// (picking at random among equally good moves, so play varies), otherwise any move at random.
// Easy ≈ 0.2, medium ≈ 0.65, perfect = 1. Pure: the random source is injected (kit `createRandom(seed).next`).
// An engine whose scoring is costly asks `playsBest` first and scores only when it is true.

export interface ScoredMove<M> {
  move: M;
  /** Higher is better for the side to move. */
  score: number;
}

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.min(list.length - 1, Math.floor(random() * list.length))];

/** Whether this turn plays the best move (true with probability bestRate). */
export const playsBest = (bestRate: number, random: () => number): boolean => random() < bestRate;

/** One of the best-scored moves, at random among equals. */
export function pickBest<M>(moves: readonly ScoredMove<M>[], random: () => number): M {
  if (moves.length === 0) throw new Error('No moves to choose from');
  const best = Math.max(...moves.map((m) => m.score));
  return pick(
    moves.filter((m) => m.score === best),
    random,
  ).move;
}

/** Any move, at random. */
export function pickAny<M>(moves: readonly M[], random: () => number): M {
  if (moves.length === 0) throw new Error('No moves to choose from');
  return pick(moves, random);
}

export function chooseByLevel<M>(moves: readonly ScoredMove<M>[], bestRate: number, random: () => number): M {
  if (moves.length === 0) throw new Error('No moves to choose from');
  return playsBest(bestRate, random) ? pickBest(moves, random) : pickAny(moves, random).move;
}
