import { GameOverPanel as KitGameOverPanel } from '@games/shared/game-kit/score/GameOverPanel';
import type { ScoreOutcome, ScoreRecords } from '@games/shared/game-kit/score/score-records';
import { ScoreResultPanel } from '@games/shared/game-kit/score/ScoreResultPanel';
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

/** "Game over!" over the board: score, best (or New best!), the best tile, Share, Play again and Undo. */
export function GameOverPanel({ bestTile, undoUsed, ...round }: GameOverProps) {
  const best = tileLabel(bestTile);
  const figure = { label: 'Best tile', value: best, shareLine: `🔗 Best tile ${best}`, spoken: `Best tile ${best}.` };
  return <KitGameOverPanel {...round} reason="Game over! No chain left." game="Number Connect" detail={undoUsed ? 'with undo' : undefined} figure={figure} className="nc-overlay" />;
}

export interface StuckProps {
  shuffles: number;
  hammers: number;
  shuffle: () => void;
  hammer: () => void;
}

/** No chain left but a booster is: offer the rescue. */
export function StuckPanel({ shuffles, hammers, shuffle, hammer }: StuckProps) {
  const useShuffle = { label: `Shuffle (${shuffles} left)`, onClick: shuffle };
  const useHammer = { label: `Hammer (${hammers} left)`, onClick: hammer };
  const result = {
    title: 'No moves left',
    lines: [{ label: 'Boosters', value: shuffles + hammers }],
    primaryAction: shuffles > 0 ? useShuffle : useHammer,
    secondaryAction: shuffles > 0 && hammers > 0 ? useHammer : undefined,
  };
  return <ScoreResultPanel className="nc-overlay" result={result} />;
}
