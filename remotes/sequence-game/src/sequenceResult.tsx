// The finished game's result: the level reached (a new best or not), the mode, a share text and the recent levels
// of that mode as a chart, with Play again.
import type { GameResult } from '@games/shared/game-kit/ResultDialog';
import type { ScoreOutcome } from '@games/shared/game-kit/score/score-records';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { ScoreHistoryChart } from '@games/shared/game-kit/timed/ScoreHistoryChart';
import { levelReached, type SequenceGame } from './logic/game';
import { modeSpec } from './logic/modes';
import { scoreKey } from './stores';

/** "Simon" or "Grid 3×3 · casual". */
export const modeLine = (game: Pick<SequenceGame, 'mode' | 'casual'>) => modeSpec(game.mode).label + (game.casual ? ' · casual' : '');

/** What is said when the game ends. */
export const endWords = (level: number, outcome: Pick<ScoreOutcome, 'newBest' | 'best'>) =>
  `Game over. Level ${level}. ${outcome.newBest ? 'New best level!' : `Best level ${outcome.best}.`}`;

export function sequenceResult(ended: SequenceGame, outcome: ScoreOutcome, announce: (text: string) => void, playAgain: () => void): GameResult {
  const level = levelReached(ended);
  const label = modeLine(ended);
  const base = scoreResult({
    title: outcome.newBest ? 'New best level!' : 'Game over',
    outcome,
    formatScore: (n) => `Level ${n}`,
    lines: [{ label: 'Mode', value: label }],
    shareText: [`Sequence memory · ${label}`, `🔢 Level ${level}${outcome.newBest ? ' · new best!' : ''}`].join('\n'),
    onShareOutcome: announce,
    playAgain: { label: 'Play again', onClick: playAgain },
  });
  return {
    ...base,
    details: (
      <>
        {base.details}
        <ScoreHistoryChart recent={outcome.records.byKey[scoreKey(ended.mode, ended.casual)]?.recent ?? []} title={`Recent levels, ${label}`} />
      </>
    ),
  };
}
