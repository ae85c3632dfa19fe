import type { GameResult } from '@games/shared/game-kit';
import type { RecentScore, ScoreOutcome } from '@games/shared/game-kit/score/score-records';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { scoreShareText } from '@games/shared/game-kit/score/score-text';
import { ScoreHistoryChart } from '@games/shared/game-kit/timed/ScoreHistoryChart';
import { levelConfig } from './logic/levels';
import type { Session } from './logic/session';
import { accuracyPercent, formatCost, switchCost } from './logic/switchCost';

export interface FlexibilityResultOptions {
  session: Session;
  outcome: ScoreOutcome;
  recent: readonly RecentScore[];
  onShareOutcome(message: string): void;
  playAgain(): void;
}

/** The scored session's result: score and best, accuracy, switch cost, medians, best streak, recent scores. */
export function flexibilityResult({ session, outcome, recent, onShareOutcome, playAgain }: FlexibilityResultOptions): GameResult {
  const cost = switchCost(session.answers);
  const accuracy = accuracyPercent(session.answers);
  const base = scoreResult({
    title: 'Time’s up!',
    outcome,
    lines: [
      { label: 'Accuracy', value: `${accuracy}%` },
      { label: 'Switch cost', value: formatCost(cost.costMs) },
      { label: 'Switch / repeat', value: cost.switchMedianMs !== null && cost.repeatMedianMs !== null ? `${cost.switchMedianMs} / ${cost.repeatMedianMs} ms` : '–' },
      { label: 'Best streak', value: session.bestStreak },
    ],
    shareText: scoreShareText({
      game: 'Flexibility',
      detail: levelConfig(session.level).label,
      outcome,
      lines: [`🎯 ${accuracy}% right`, `🔀 Switch cost ${formatCost(cost.costMs)}`],
    }),
    onShareOutcome,
    playAgain: { label: 'Play again', onClick: playAgain },
  });
  return {
    ...base,
    details: (
      <>
        <ScoreHistoryChart className="flex-history" recent={recent} title="Recent scores" />
        {base.details}
      </>
    ),
  };
}
