import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { recordedOutcome, type ScoreOutcome, type ScoreRecords } from '@games/shared/game-kit/score/score-records';
import { ScoreResultPanel } from '@games/shared/game-kit/score/ScoreResultPanel';
import { describeScoreOutcome, scoreShareText } from '@games/shared/game-kit/score/score-text';
import { useEffect } from 'react';
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
export function GameOverPanel({ outcome: ended, records, scoreKey, score, bestTile, undoUsed, newGame, undo, announce }: GameOverProps) {
  const outcome = ended ?? recordedOutcome(records, scoreKey, score);
  const words = `${describeScoreOutcome('Game over! No chain left.', outcome)} Best tile ${tileLabel(bestTile)}.`;
  useEffect(() => announce(words), [announce, words]);
  const result = scoreResult({
    title: 'Game over!',
    outcome,
    lines: [{ label: 'Best tile', value: tileLabel(bestTile) }],
    shareText: scoreShareText({ game: 'Number Connect', detail: undoUsed ? 'with undo' : undefined, outcome, lines: [`🔗 Best tile ${tileLabel(bestTile)}`] }),
    onShareOutcome: announce,
    playAgain: { label: 'Play again', onClick: newGame },
    secondaryAction: undo && { label: 'Undo', onClick: undo },
  });
  return <ScoreResultPanel className="nc-overlay" result={result} />;
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
