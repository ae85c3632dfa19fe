import type { GameAction, GameResult } from '@games/shared/game-kit';
import type { ScoreOutcome } from '@games/shared/game-kit/score/score-records';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { scoreShareText } from '@games/shared/game-kit/score/score-text';
import { answerRow, MODE_LABEL, roundFigures, type Round } from './logic/round';
import { rankFor } from './logic/scoring';

/** The title of a finished round: how it ended (top of the ladder, walked away, a wrong answer) or its mode. */
export const endTitle = (round: Round) =>
  round.end === 'won' ? 'Top of the ladder!' : round.end === 'walked' ? 'You took the prize' : round.end === 'wrong' ? 'Run over' : round.mode === 'daily' ? 'Daily quiz done!' : 'Round complete!';

export const roundDetail = (round: Round) => (round.mode === 'daily' ? `Daily ${round.dateKey}` : MODE_LABEL[round.mode]);

/** The finished round's result: score and best, the ladder climbed or right answers, best streak, rank, share. */
export function quizResult(ended: Round, outcome: ScoreOutcome, onShareOutcome: (message: string) => void, playAgain: GameAction): GameResult {
  const figures = roundFigures(ended);
  const rank = rankFor(figures.correct, figures.total);
  return scoreResult({
    title: endTitle(ended),
    outcome,
    lines: [
      ended.mode === 'millionaire' ? { label: 'Ladder', value: `${figures.reached} of 15 climbed` } : { label: 'Right answers', value: `${figures.correct} / ${figures.total}` },
      ...(ended.mode === 'millionaire' ? [] : [{ label: 'Best streak', value: ended.bestStreak }]),
      { label: 'Rank', value: rank },
    ],
    shareText: scoreShareText({ game: 'Quiz Master', detail: roundDetail(ended), outcome, lines: [`✅ ${figures.correct}/${figures.total} · ${rank}`, answerRow(ended)] }),
    onShareOutcome,
    playAgain,
  });
}
