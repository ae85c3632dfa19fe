// The finished game as spoiler-free text to share: who played, the result and its length, never the moves.
import type { Outcome } from './status';

export interface ShareGame {
  /** The result dialog's title: 'You win!', 'You lost', 'Draw', 'White wins' … */
  title: string;
  outcome: Outcome;
  /** Full moves played. */
  moves: number;
  /** 'vs Computer 3 (Casual)' or 'Pass and play'. */
  opponent: string;
  /** Whether the title is a win for the player (vs the computer). */
  won: boolean;
}

export function chessShareText({ title, outcome, moves, opponent, won }: ShareGame): string {
  if (!outcome.over) return '';
  const icon = outcome.winner === null ? '🤝' : won ? '🏆' : '♟️';
  return [`Chess · ${opponent}`, `${icon} ${title.replace(/!$/, '')} by ${outcome.reason} · ${moves} ${moves === 1 ? 'move' : 'moves'}`].join('\n');
}
