import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { recordedOutcome, type ScoreOutcome, type ScoreRecords } from '@games/shared/game-kit/score/score-records';
import { ScoreResultPanel } from '@games/shared/game-kit/score/ScoreResultPanel';
import { describeScoreOutcome, scoreShareText } from '@games/shared/game-kit/score/score-text';
import { useEffect } from 'react';
import { SPECIAL } from './logic/board';

// Loaded right after the game's first paint (see Game.tsx): nothing here is needed before a round ends or the
// player asks for help.
export { HowToPlay } from './HowToPlay';

export interface GameOverPanelProps {
  /** The round that just ended here; null for a game restored already over (then the standing best shows). */
  outcome: ScoreOutcome | null;
  records: ScoreRecords;
  scoreKey: string;
  score: number;
  bestTile: number;
  newGame: () => void;
  /** Offered while an undo is left. */
  undo?: () => void;
  announce: (message: string) => void;
}

const tileName = (value: number) => (value === SPECIAL ? '★ star' : `${value} pips`);

/** "Game over!" over the board, which stays in view under it: score, best or New best!, best tile, Share, Play again, Undo. */
export function GameOverPanel({ outcome: ended, records, scoreKey, score, bestTile, newGame, undo, announce }: GameOverPanelProps) {
  const outcome = ended ?? recordedOutcome(records, scoreKey, score);
  const words = describeScoreOutcome('Game over! No room for the next piece.', outcome);
  useEffect(() => announce(words), [announce, words]);
  const result = scoreResult({
    title: 'Game over!',
    outcome,
    lines: [{ label: 'Best tile', value: tileName(bestTile) }],
    shareText: scoreShareText({ game: 'Domino Merge', detail: '5×5', outcome, lines: [`🎲 Best tile ${bestTile === SPECIAL ? '★' : bestTile}`] }),
    onShareOutcome: announce,
    playAgain: { label: 'Play again', onClick: newGame },
    secondaryAction: undo && { label: 'Undo', onClick: undo },
  });
  return <ScoreResultPanel className="dm-over" result={result} />;
}
