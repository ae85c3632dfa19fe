import type { GameResult } from '@games/shared/game-kit';
import type { RecentScore, ScoreOutcome } from '@games/shared/game-kit/score/score-records';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { scoreShareText } from '@games/shared/game-kit/score/score-text';
import { ScoreHistoryChart } from '@games/shared/game-kit/timed/ScoreHistoryChart';
import { roundFigures, type Round } from './logic/round';
import { presetLabel } from './logic/settings';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export interface ArithmeticResultOptions {
  round: Round;
  outcome: ScoreOutcome;
  recent: readonly RecentScore[];
  onShareOutcome(message: string): void;
  playAgain(): void;
}

/** The finished sprint: score and best, per minute, average time (and wrong answers in strict mode), recent scores. */
export function arithmeticResult({ round, outcome, recent, onShareOutcome, playAgain }: ArithmeticResultOptions): GameResult {
  const figures = roundFigures(round);
  const base = scoreResult({
    title: 'Time’s up!',
    outcome,
    lines: [
      { label: 'Per minute', value: figures.perMinute },
      { label: 'Average', value: figures.solved > 0 ? seconds(figures.averageMs) : '–' },
      ...(round.settings.strict ? [{ label: 'Wrong', value: figures.wrong }] : []),
    ],
    shareText: scoreShareText({ game: 'Arithmetic', detail: presetLabel(round.preset, round.settings), outcome, lines: [`⚡ ${figures.perMinute} per minute`] }),
    onShareOutcome,
    playAgain: { label: 'Play again', onClick: playAgain },
  });
  return {
    ...base,
    details: (
      <>
        <ScoreHistoryChart className="arith-history" recent={recent} title="Recent scores" />
        {base.details}
      </>
    ),
  };
}
