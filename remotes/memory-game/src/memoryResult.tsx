// The round's result: the score (a new best or not) with the level reached, the perfect trials and the reveal
// time, a share text and the recent scores at that reveal time as a chart, with Play again.
import type { GameResult } from '@games/shared/game-kit/ResultDialog';
import type { ScoreOutcome } from '@games/shared/game-kit/score/score-records';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { describeScoreOutcome, scoreShareText } from '@games/shared/game-kit/score/score-text';
import { ScoreHistoryChart } from '@games/shared/game-kit/timed/ScoreHistoryChart';
import type { MatrixGame } from './logic/game';
import { scoreKey } from './stores';
import { seconds } from './words';

/** What is said when the round ends. */
export const endWords = (ended: MatrixGame, outcome: ScoreOutcome) => `${describeScoreOutcome('Round over', outcome)} Best level ${ended.bestLevel}.`;

export function memoryResult(ended: MatrixGame, outcome: ScoreOutcome, announce: (text: string) => void, playAgain: () => void): GameResult {
  const base = scoreResult({
    title: outcome.newBest ? 'New best score!' : 'Round over',
    outcome,
    lines: [
      { label: 'Level reached', value: `${ended.bestLevel} tiles` },
      { label: 'Perfect trials', value: `${ended.perfect} of ${ended.trial + 1}` },
      { label: 'Reveal time', value: seconds(ended.revealMs) },
    ],
    shareText: scoreShareText({
      game: 'Memory Matrix',
      detail: `${seconds(ended.revealMs)} reveal`,
      outcome,
      lines: [`🧠 Level ${ended.bestLevel} · ${ended.perfect}/${ended.trial + 1} perfect`],
    }),
    onShareOutcome: announce,
    playAgain: { label: 'Play again', onClick: playAgain },
  });
  const recent = outcome.records.byKey[scoreKey(ended.revealMs)]?.recent ?? [];
  return {
    ...base,
    details: (
      <>
        {base.details}
        <ScoreHistoryChart recent={recent} title={`Recent scores, ${seconds(ended.revealMs)} reveal`} />
      </>
    ),
  };
}
