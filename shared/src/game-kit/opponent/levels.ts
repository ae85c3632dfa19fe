// How a level plays, for engines that score every candidate move: the best move with probability
// `bestRate` (picking at random among equally good moves, so play varies), otherwise any move at random.
// Easy ≈ 0.2, medium ≈ 0.65, perfect = 1. Pure: the random source is injected (kit `createRandom(seed)`).

export interface ScoredMove<M> {
  move: M;
  /** Higher is better for the side to move. */
  score: number;
}

export function chooseByLevel<M>(moves: readonly ScoredMove<M>[], bestRate: number, random: () => number): M {
  if (moves.length === 0) throw new Error('No moves to choose from');
  const pick = <T>(list: readonly T[]): T => list[Math.min(list.length - 1, Math.floor(random() * list.length))];
  if (random() >= bestRate) return pick(moves).move;
  const best = Math.max(...moves.map((m) => m.score));
  return pick(moves.filter((m) => m.score === best)).move;
}
