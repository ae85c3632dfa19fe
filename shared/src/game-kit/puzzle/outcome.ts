// How a puzzle ended, as plain data: the records it made, the best it set under the game's best policy (best
// time by default, best score, fewest moves), the words to say and the facts of its share text. The kit's
// result contract (result/result-rules.ts) decides solved, flawless and what may set a best. Pure: the hook
// stores the records and says the words; the result's view (puzzle-result.ts) draws the rest.
import { formatDuration } from '../formatDuration';
import { bestShown, puzzleOutcome, type BestShown, type PuzzleOutcome } from '../result/result-rules';
import { lostAnnouncement, solvedAnnouncement, solvedWords } from './announcements';
import { recordWin, type PuzzleRecords } from './records';
import type { PuzzleSession } from './session';
import type { PuzzleShareFacts } from './share-text';

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

export interface PuzzleEndFacts<P, B> {
  /** The ended session, with the clock's reading in `elapsedMs`. */
  session: PuzzleSession<P, B>;
  /** The records before this end. */
  records: PuzzleRecords;
  /** The key of the best (the level, or the game's `bestKey`). */
  bestKey: string;
  levelLabel: string;
  /** The game's title and slug, for the share text and the way on. */
  game: string;
  slug: string;
  countsMistakes: boolean;
  /** The game's own lines of the share text. */
  shareLines: readonly string[];
  /** The game's words for a loss; null when it has none. */
  loss: { title: string; reason: string } | null;
  policy: BestPolicy<P, B>;
}

/** A puzzle that ended without a solve: it records nothing but the puzzle played. */
export interface PuzzleLoss {
  kind: 'lost';
  title: string;
  /** The game's sentence for the loss; null when the mistakes tell it. */
  reason: string | null;
  mistakes: number;
  timeMs: number;
  words: string;
}

export interface PuzzleWin {
  kind: 'won';
  title: string;
  outcome: PuzzleOutcome;
  /** The Best cell: the best beaten and the new one, or the standing best. */
  best: BestShown;
  /** The best key's name: the level's label, or 'Daily' when the daily keeps its own best. */
  bestLabel: string;
  /** The records after this solve. */
  records: PuzzleRecords;
  /** The home page's best figure after this solve; null while there is none. */
  progressBest: { label: string; value: string } | null;
  timeMs: number;
  hints: number;
  /** Shown when the game counts mistakes. */
  mistakes: number | null;
  /** The streak after a daily; null after an unlimited puzzle. */
  streak: number | null;
  slug: string;
  share: PuzzleShareFacts;
  words: string;
}

export type PuzzleEnding = PuzzleLoss | PuzzleWin;

export function puzzleEnding<P, B>(facts: PuzzleEndFacts<P, B>): PuzzleEnding {
  const { session, policy, bestKey } = facts;
  const timeMs = session.elapsedMs;
  if (session.status !== 'won') {
    return {
      kind: 'lost',
      title: facts.loss?.title ?? 'Game over',
      reason: facts.loss?.reason ?? null,
      mistakes: session.mistakes,
      timeMs,
      words: lostAnnouncement(facts.loss?.reason ?? null, session.mistakes),
    };
  }
  const daily = session.mode === 'daily';
  const dailyDate = daily ? session.dailyDate : undefined;
  const { hints, mistakes } = session;
  const recordKey = policy.recordKey(bestKey);
  const prior = facts.records.bestTimes[recordKey];
  const figure = policy.figureOf(session, timeMs);
  // The contract decides what may set a best (no hints); the policy, whether this figure beats the last.
  const solved = puzzleOutcome({ status: 'won', timeMs, hints, mistakes, daily, priorBestMs: policy.metric === 'time' ? prior : undefined });
  const newBest = solved.countsForBest && (prior === undefined || policy.better(figure, prior));
  const outcome: PuzzleOutcome = { ...solved, newBest, bestMs: newBest ? figure : prior };
  // The records keep the best time, the dailies and the streak; another metric's best is kept beside it.
  const win = recordWin(facts.records, { difficulty: bestKey, timeMs, hints, mistakes, dailyDate });
  const records = newBest && policy.metric !== 'time' ? { ...win.records, bestTimes: { ...win.records.bestTimes, [recordKey]: figure } } : win.records;
  const bestLabel = bestKey === 'daily' ? 'Daily' : facts.levelLabel;
  const best = records.bestTimes[recordKey];
  const streak = daily ? records.currentStreak : null;
  return {
    kind: 'won',
    title: outcome.helped ? solvedWords(outcome) : 'Solved!',
    outcome,
    best: bestShown(policy.format, { previous: prior, current: outcome.bestMs, newBest }),
    bestLabel,
    records,
    progressBest: best === undefined ? null : { label: `${policy.label} (${bestLabel})`, value: policy.format(best) },
    timeMs,
    hints,
    mistakes: facts.countsMistakes ? mistakes : null,
    streak,
    slug: facts.slug,
    share: {
      game: facts.game,
      daily: dailyDate,
      detail: facts.levelLabel,
      lines: facts.shareLines,
      timeMs,
      flawless: outcome.flawless,
      hints,
      streak: streak ?? 0,
    },
    words: solvedAnnouncement(outcome, timeMs, policy.newBestWords),
  };
}
