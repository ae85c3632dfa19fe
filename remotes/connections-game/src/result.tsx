import type { GameResult } from '@games/shared/game-kit/ResultDialog';
import { MAX_MISTAKES, statusOf, type GameState } from './logic/game';
import type { Puzzle } from './logic/puzzle';
import type { Stats } from './logic/stats';
import { ResultDetails } from './ResultDetails';

export interface FinishedPuzzle {
  puzzle: Puzzle;
  game: GameState;
  /** "#12 · 2026-11-29" for a daily, "#12" for an archive puzzle. */
  label: string;
  stats: Stats;
  today: string;
  onShare(message: string): void;
  onRandom(): void;
  onArchive(): void;
}

/** The end of a puzzle: Perfect, Solved or Next time, the puzzle and mistakes, the guess grid, stats, Share; null while playing. */
export function connectionsResult({ puzzle, game, label, stats, today, onShare, onRandom, onArchive }: FinishedPuzzle): GameResult | null {
  const status = statusOf(game);
  if (status === 'playing') return null;
  return {
    title: status === 'won' ? (game.mistakes === 0 ? 'Perfect!' : 'Solved!') : 'Next time!',
    lines: [
      { label: 'Puzzle', value: label },
      { label: 'Mistakes', value: `${game.mistakes} of ${MAX_MISTAKES}` },
    ],
    details: <ResultDetails puzzle={puzzle} game={game} label={label} stats={stats} today={today} onShare={onShare} />,
    primaryAction: { label: 'Random puzzle', onClick: onRandom },
    secondaryAction: { label: 'Archive', onClick: onArchive },
  };
}
