// The game each mode opens: a fresh deal, or the mode's save when it still fits the pack. Pure.
import type { Mode, SavedGame } from '../stores';
import { dealIndex } from './deal';
import { boardId, type Board } from './pack';
import { newPlay, playFits } from './play';

/** A new game of a mode: today's daily, or an unlimited game dealt from the seed. */
export function freshGame(mode: Mode, boards: readonly Board[], today: string, seed: string): SavedGame {
  const dealt = (board: number) => ({ board, tiles: boardId(boards[board]), play: newPlay(), elapsedMs: 0, complete: false });
  if (mode === 'daily') return { ...dealt(dealIndex({ mode: 'daily', date: today }, boards.length)), seed: today, date: today };
  return { ...dealt(dealIndex({ mode: 'unlimited', seed }, boards.length)), seed };
}

/**
 * The mode's saved game when it still fits the pack (and is today's, for the daily), else null. A save of a
 * board the pack no longer holds at its index (a rebuilt pack) is discarded: its found words are another board's.
 */
export function keptGame(mode: Mode, boards: readonly Board[], saved: SavedGame | undefined, today: string): SavedGame | null {
  const board = saved && saved.board < boards.length ? boards[saved.board] : undefined;
  const fits = saved && board && saved.tiles === boardId(board) && playFits(board, saved.play) && (mode !== 'daily' || saved.date === today);
  return fits ? saved : null;
}
