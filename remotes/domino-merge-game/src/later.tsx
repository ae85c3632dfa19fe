import type { GameResult } from '@games/shared/game-kit/ResultDialog';
import { gameOverResult } from '@games/shared/game-kit/score/game-over-result';
import type { ScoreOutcome, ScoreRecords } from '@games/shared/game-kit/score/score-records';
import { SPECIAL } from './logic/board';

// Loaded right after the game's first paint (see useDominoResult.ts): nothing here is needed before a round ends or the
// player asks for help.
export { HowToPlay } from './HowToPlay';

export interface GameOverOptions {
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

/** "Game over!" for GameFrame's `result`, beside the final board: score, best or New best!, best tile, Share, Play again, Undo. */
export function gameOver({ bestTile, ...round }: GameOverOptions): { result: GameResult; words: string } {
  const figure = { label: 'Best tile', value: tileName(bestTile), shareLine: `🎲 Best tile ${bestTile === SPECIAL ? '★' : bestTile}` };
  return gameOverResult({ ...round, reason: 'Game over! No room for the next piece.', game: 'Domino Merge', detail: '5×5', figure });
}
