// What a puzzle's best is (the fastest solve by default, the fewest moves, the highest score) and how it is
// told. Pure: the hook shows the Best stat with it; the outcome (outcome.ts) decides with it whether a solve
// set a new best.
import { formatDuration } from '../formatDuration';
import type { PuzzleSession } from './session';

/** What a game's best is and how it is told. */
export interface BestPolicy<P = unknown, B = unknown> {
  metric: 'time' | 'score' | 'moves';
  /** The finish's figure. */
  figureOf(session: PuzzleSession<P, B>, timeMs: number): number;
  /** Whether `value` beats the standing best. */
  better(value: number, previous: number): boolean;
  format(value: number): string;
  /** Said after a solve that set a best: "a new best time". */
  newBestWords: string;
  /** The home page's name for the best, before the level: "Best time". */
  label: string;
  /**
   * Where the best is kept in the records' table of bests (records.ts `bestTimes`) for a best key. A time keeps
   * the key itself (every save so far); another metric keeps its own `<metric>:<key>` beside it.
   */
  recordKey(key: string): string;
}

/** The fastest solve: the puzzles' default. */
export const bestTime: BestPolicy = {
  metric: 'time',
  figureOf: (_session, timeMs) => timeMs,
  better: (value, previous) => value < previous,
  format: formatDuration,
  newBestWords: 'a new best time',
  label: 'Best time',
  recordKey: (key) => key,
};

/** The fewest moves to solve (par games). */
export const fewestMoves: BestPolicy = {
  metric: 'moves',
  figureOf: (session) => session.moves,
  better: (value, previous) => value < previous,
  format: (moves) => `${moves} move${moves === 1 ? '' : 's'}`,
  newBestWords: 'a new fewest moves',
  label: 'Fewest moves',
  recordKey: (key) => `moves:${key}`,
};

/** The highest score of a solve, as the game counts it. */
export function bestScore<P, B>(scoreOf: (session: PuzzleSession<P, B>, timeMs: number) => number): BestPolicy<P, B> {
  return {
    metric: 'score',
    figureOf: scoreOf,
    better: (value, previous) => value > previous,
    format: (score) => score.toLocaleString('en-US'),
    newBestWords: 'a new best score',
    label: 'Best score',
    recordKey: (key) => `score:${key}`,
  };
}
