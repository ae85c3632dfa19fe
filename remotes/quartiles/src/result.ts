// The finished puzzle: the result beside the board, its share text and what is said when the five quartiles are in.
import type { GameAction, GameResult } from '@games/shared/game-kit';
import { formatDuration } from '@games/shared/game-kit/formatDuration';
import type { ScoreOutcome } from '@games/shared/game-kit/score/score-records';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { describeScoreOutcome, scoreShareText } from '@games/shared/game-kit/score/score-text';
import { rankOf } from './logic/scoring';

export interface CompletedPuzzle {
  outcome: ScoreOutcome;
  /** Counted words found, and the board's counted words. */
  words: number;
  totalWords: number;
  timeMs: number;
  hints: number;
  /** The daily's date; undefined in Unlimited. */
  date?: string;
}

/** The spoiler-free share text: score, rank, time and hints. */
export function quartilesShareText({ outcome, timeMs, hints, date }: CompletedPuzzle): string {
  return scoreShareText({
    game: 'Quartiles',
    detail: date ? `Daily ${date}` : 'Unlimited',
    outcome,
    lines: [`🧩 5/5 quartiles · ${rankOf(outcome.score).name}`, `⏱ ${formatDuration(timeMs)} · 💡 ${hints}`],
  });
}

/** Said once the fifth quartile is found: the score, the best, the rank, and that play goes on. */
export const completedMessage = (outcome: ScoreOutcome): string =>
  `All five quartiles found! ${describeScoreOutcome('Puzzle complete.', outcome)} Rank ${rankOf(outcome.score).name}. Keep playing for more words.`;

/** The result: score and best, rank, words, time and hints, Share, Keep playing and New puzzle. */
export function quartilesResult(done: CompletedPuzzle, actions: { onShareOutcome(message: string): void; keepPlaying: GameAction; newPuzzle: GameAction }): GameResult {
  return scoreResult({
    title: 'All five quartiles!',
    outcome: done.outcome,
    lines: [
      { label: 'Rank', value: rankOf(done.outcome.score).name },
      { label: 'Words', value: `${done.words} of ${done.totalWords}` },
      { label: 'Time', value: formatDuration(done.timeMs) },
      { label: 'Hints', value: done.hints },
    ],
    shareText: quartilesShareText(done),
    onShareOutcome: actions.onShareOutcome,
    playAgain: actions.keepPlaying,
    secondaryAction: actions.newPuzzle,
  });
}
