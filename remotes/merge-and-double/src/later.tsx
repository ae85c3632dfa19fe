import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { recordedOutcome, type ScoreOutcome, type ScoreRecords } from '@games/shared/game-kit/score/score-records';
import { ScoreResultPanel } from '@games/shared/game-kit/score/ScoreResultPanel';
import { describeScoreOutcome, scoreShareText } from '@games/shared/game-kit/score/score-text';
import { useEffect } from 'react';
import { blockLabel } from './logic/board';

// Loaded right after the game's first paint (see Game.tsx).
export { HowToPlay } from './HowToPlay';

export interface GameOverProps {
  /** The round that just ended here; null for a game restored already over (then the standing best shows). */
  outcome: ScoreOutcome | null;
  records: ScoreRecords;
  scoreKey: string;
  score: number;
  bestTile: number;
  undoUsed: boolean;
  newGame: () => void;
  undo?: () => void;
  announce: (message: string) => void;
}

/** "Game over!" over the board: score, best (or New best!), the best block, Share, Play again and Undo. */
export function GameOverPanel({ outcome: ended, records, scoreKey, score, bestTile, undoUsed, newGame, undo, announce }: GameOverProps) {
  const outcome = ended ?? recordedOutcome(records, scoreKey, score);
  const words = `${describeScoreOutcome('Game over! The block fits no column.', outcome)} Best block ${blockLabel(bestTile)}.`;
  useEffect(() => announce(words), [announce, words]);
  const result = scoreResult({
    title: 'Game over!',
    outcome,
    lines: [{ label: 'Best block', value: blockLabel(bestTile) }],
    shareText: scoreShareText({ game: 'Merge & Double', detail: undoUsed ? 'with undo' : undefined, outcome, lines: [`🧱 Best block ${blockLabel(bestTile)}`] }),
    onShareOutcome: announce,
    playAgain: { label: 'Play again', onClick: newGame },
    secondaryAction: undo && { label: 'Undo', onClick: undo },
  });
  return <ScoreResultPanel className="md-overlay" result={result} />;
}
