import type { GameResult } from '@games/shared/game-kit/ResultDialog';
import { gameOverResult } from '@games/shared/game-kit/score/game-over-result';
import type { ScoreOutcome, ScoreRecords } from '@games/shared/game-kit/score/score-records';
import { tileLabel } from './logic/board';

// Loaded right after the game's first paint (see Game.tsx): nothing here is needed before a round ends or
// the player asks for help.
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

/** "Game over!" for GameFrame's `result`, beside the final board: score, best (or New best!), the best tile, Share, Play again and Undo. */
export function gameOver({ bestTile, undoUsed, ...round }: GameOverProps): { result: GameResult; words: string } {
  const best = tileLabel(bestTile);
  const figure = { label: 'Best tile', value: best, shareLine: `🔗 Best tile ${best}`, spoken: `Best tile ${best}.` };
  return gameOverResult({ ...round, reason: 'Game over! No chain left.', game: 'Number Connect', detail: undoUsed ? 'with undo' : undefined, figure });
}

export interface StuckProps {
  shuffles: number;
  hammers: number;
  shuffle: () => void;
  hammer: () => void;
}

/** No chain left but a booster is: offer the rescue, as GameFrame's `result` beside the board. */
export function stuckResult({ shuffles, hammers, shuffle, hammer }: StuckProps): GameResult {
  const useShuffle = { label: `Shuffle (${shuffles} left)`, onClick: shuffle };
  const useHammer = { label: `Hammer (${hammers} left)`, onClick: hammer };
  return {
    title: 'No moves left',
    lines: [{ label: 'Boosters', value: shuffles + hammers }],
    primaryAction: shuffles > 0 ? useShuffle : useHammer,
    secondaryAction: shuffles > 0 && hammers > 0 ? useHammer : undefined,
  };
}
