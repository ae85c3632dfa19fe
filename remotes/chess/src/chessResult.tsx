// The finished game's result, beside the final board (the kit's result contract for opponent games): the outcome,
// the moves, and against the computer the level played, the highest level beaten (with a New best! badge beside
// the number) and the wins, losses and draws at that level; Share, New game and Export PGN.
import { ShareButton } from '@games/shared/game-kit/controls/ShareButton';
import { tallyLines, type TallyEntry } from '@games/shared/game-kit/opponent/tally';
import { verdictOf, verdictTitle } from '@games/shared/game-kit/opponent/verdict';
import type { GameResult } from '@games/shared/game-kit/ResultDialog';
import { BestFigure } from '@games/shared/game-kit/result/BestFigure';
import { bestShown } from '@games/shared/game-kit/result/result-rules';
import { levelSettings } from './engine/levels';
import type { GameRecord } from './logic/record';
import { chessShareText } from './logic/share-text';
import { colorName, describeOutcome, type Outcome } from './logic/status';

type Finished = Extract<Outcome, { over: true }>;

/** "You win!", "The computer wins", "Draw", or between two players "White wins". */
export function resultTitle(outcome: Finished, record: Pick<GameRecord, 'mode' | 'playerColor'>): string {
  if (record.mode === 'friend') return outcome.winner ? `${colorName(outcome.winner)} wins` : 'Draw';
  return verdictTitle(verdictOf(outcome.winner, record.playerColor));
}

export interface ChessResultInput {
  outcome: Finished;
  record: Pick<GameRecord, 'mode' | 'playerColor' | 'level' | 'moves'>;
  /** The highest level beaten (0: none) and, when this win raised it, the level beaten before (else null). */
  bestLevel: number;
  raisedFrom: number | null;
  /** Wins, losses and draws at the level played, this game counted. */
  tally: TallyEntry;
  onNewGame: () => void;
  onExport: () => void;
}

export function chessResult({ outcome, record, bestLevel, raisedFrom, tally, onNewGame, onExport }: ChessResultInput): GameResult {
  const title = resultTitle(outcome, record);
  const moves = Math.ceil(record.moves.length / 2);
  const level = levelSettings(record.level);
  const vsComputer = record.mode === 'computer';
  const shareText = chessShareText({
    title,
    outcome,
    moves,
    opponent: vsComputer ? `vs Computer ${record.level} (${level.name})` : 'Pass and play',
    won: vsComputer && outcome.winner === record.playerColor,
  });
  const best = bestShown(String, { previous: raisedFrom || undefined, current: bestLevel > 0 ? bestLevel : undefined, newBest: raisedFrom !== null });
  return {
    title,
    details: <ShareButton text={shareText} />,
    lines: [
      { label: 'Result', value: describeOutcome(outcome) },
      { label: 'Moves', value: moves },
      ...(vsComputer
        ? [
            { label: 'Level', value: `${record.level} (${level.name})` },
            { label: 'Best level beaten', value: <BestFigure best={best} /> },
            ...tallyLines(tally, level.name),
          ]
        : []),
    ],
    primaryAction: { label: 'New game', onClick: onNewGame },
    secondaryAction: { label: 'Export PGN', onClick: onExport },
  };
}
