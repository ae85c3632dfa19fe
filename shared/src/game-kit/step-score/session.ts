// The step-score session's pure core. A step-score game is played step by step (a move, a drop, a chain, a
// pick) until a step ends it with a score: 2048, Merge & Double, Number Connect, Domino Merge, Memory Matrix,
// Sequence. The session holds the game and, once a step ended it, what the round made of the records; these
// rules say which game opens and when a round counts. Plain data and pure functions: the hook
// (useStepScoreSession) keeps the state, the save and the records.
import type { ScoreExtras, ScoreOutcome } from '../score/score-records';

/** What the session asks of a game: pure functions of it. */
export interface StepScoreRules<G> {
  isOver(game: G): boolean;
  score(game: G): number;
  /** The round's other figures, recorded with its score ({ tile: 128 }: higher is better). */
  extras?(game: G): ScoreExtras;
  /** The records' key the game counts under: its board or level, apart once undo was used ('4:undo'). */
  scoreKeyOf(game: G): string;
}

export interface StepScoreState<G> {
  game: G;
  /** What the round that ended here made of the records; null while it plays, and for a game restored already over. */
  ended: ScoreOutcome | null;
}

/** The game on arrival: a URL's seed starts a fresh, reproducible game; else the saved one; else a random one. */
export function openingGame<G>(seed: string | null, saved: () => G | undefined, newGame: (seed: string) => G, randomSeed: () => string): G {
  return seed ? newGame(seed) : (saved() ?? newGame(randomSeed()));
}

/** Whether the step from `before` to `next` ended the game: its round counts then, once. */
export const endsGame = <G>(rules: StepScoreRules<G>, before: G, next: G): boolean => next !== before && rules.isOver(next) && !rules.isOver(before);

/**
 * Whether a game left for a new one counts as a round: it scored and had not ended (a game that ended counted
 * then), so leaving a game never loses its best.
 */
export const countsWhenLeft = <G>(rules: StepScoreRules<G>, game: G): boolean => !rules.isOver(game) && rules.score(game) > 0;
