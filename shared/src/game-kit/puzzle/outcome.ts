// How a puzzle ended, as plain data: the records it made, the best it set under the game's best policy
// (best-policy.ts), the words to say and the facts of its share text. The kit's result contract
// (result/result-rules.ts) decides solved, flawless and what may set a best. Pure: the hook stores the records and
// says the words at once; the result's view (puzzle-result.ts) draws the rest.
import { bestShown, puzzleOutcome, type BestShown, type PuzzleOutcome } from '../result/result-rules';
import { lostAnnouncement, solvedAnnouncement, solvedWords } from './ending-words';
import { recordWin, type PuzzleRecords } from './records';
import type { PuzzleSession } from './session';
import type { PuzzleShareFacts } from './share-text';
import type { BestPolicy } from './best-policy';

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
