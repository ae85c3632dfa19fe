import type { GameResult } from '@games/shared/game-kit/ResultDialog';
import { gameOverResult } from '@games/shared/game-kit/score/game-over-result';
import type { ScoreOutcome, ScoreRecords } from '@games/shared/game-kit/score/score-records';
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

/** "Game over!" for GameFrame's `result`, beside the final board: score, best (or New best!), the best block, Share, Play again and Undo. */
export function gameOver({ bestTile, undoUsed, ...round }: GameOverProps): { result: GameResult; words: string } {
  const best = blockLabel(bestTile);
  const figure = { label: 'Best block', value: best, shareLine: `🧱 Best block ${best}`, spoken: `Best block ${best}.` };
  return gameOverResult({ ...round, reason: 'Game over! The block fits no column.', game: 'Merge & Double', detail: undoUsed ? 'with undo' : undefined, figure });
}
