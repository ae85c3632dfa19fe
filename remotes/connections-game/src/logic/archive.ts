// The archive's mark for each puzzle: solved, missed, started or new.
import type { GameState } from './game';
import { statusOf } from './game';
import type { Stats } from './stats';

export type Mark = 'solved' | 'missed' | 'started' | 'new';

export const MARK_SYMBOLS: Record<Mark, string> = { solved: '✓', missed: '✗', started: '…', new: '' };

export function puzzleMark(id: string, stats: Stats, inProgress: GameState | undefined): Mark {
  const result = stats.results[id];
  if (result) return result.won ? 'solved' : 'missed';
  if (inProgress && statusOf(inProgress) === 'playing' && (inProgress.guesses.length > 0 || inProgress.selected.length > 0)) return 'started';
  return 'new';
}
