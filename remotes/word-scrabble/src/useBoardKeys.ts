// Typing on the board: letters fill squares from the cursor along the typing direction (a blank stands in for a
// letter not on the rack), Space turns the direction, Backspace takes the last tile back, Delete the one under
// the cursor, Enter plays, Escape recalls; the arrows move the cursor through the kit's roving grid.
import type { RovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { useGameKeys } from '@games/shared/game-kit/round/useGameKeys';
import type { Dispatch, KeyboardEvent, SetStateAction } from 'react';
import { backspace, removeTile, typeLetter, type PendingTile } from './logic/pending';
import type { Direction } from './logic/placement';

export interface BoardKeysOptions {
  board: string;
  rack: string;
  pending: PendingTile[];
  setPending: Dispatch<SetStateAction<PendingTile[]>>;
  cursor: number;
  moveCursor: (square: number) => void;
  direction: Direction;
  setDirection: (direction: Direction) => void;
  yourTurn: boolean;
  play: () => void;
  recall: () => void;
  announce: (text: string) => void;
  grid: RovingGrid;
}

/** A letter placed at the cursor from the rack (or a blank), the cursor moving on along the typing direction. */
export function typeOnBoard(o: BoardKeysOptions, key: string): void {
  const typed = typeLetter(o.board, o.rack, o.pending, o.cursor, o.direction, key);
  if (!typed) return o.announce(`No ${key.toUpperCase()} on your rack, and no blank.`);
  o.setPending(typed.pending);
  o.moveCursor(typed.cursor);
}

export function useBoardKeys(o: BoardKeysOptions) {
  // Letters typed with focus outside the board (the game frame after the help dialog closed, a button) go to the
  // board at its cursor, which takes focus so the board's own keys carry on.
  useGameKeys(
    (event) => {
      if (!/^[a-zA-Z]$/.test(event.key) || (event.target instanceof Element && event.target.closest('.ws-board'))) return false;
      o.grid.focus();
      typeOnBoard(o, event.key);
      return true;
    },
    { enabled: o.yourTurn },
  );

  return (event: KeyboardEvent) => {
    if (shouldIgnoreGameKey(event.nativeEvent)) return;
    const key = event.key;
    const handled = () => event.preventDefault();
    if (o.yourTurn && /^[a-zA-Z]$/.test(key)) {
      handled();
      typeOnBoard(o, key);
    } else if (key === ' ') {
      handled();
      const next = o.direction === 'across' ? 'down' : 'across';
      o.setDirection(next);
      o.announce(`Typing ${next}.`);
    } else if (key === 'Backspace' && o.yourTurn) {
      handled();
      const back = backspace(o.pending);
      if (!back) return;
      o.setPending(back.pending);
      o.moveCursor(back.cursor);
    } else if (key === 'Delete' && o.yourTurn) {
      handled();
      o.setPending((p) => removeTile(p, o.cursor));
    } else if (key === 'Enter') {
      handled();
      o.play();
    } else if (key === 'Escape' && o.pending.length) {
      handled();
      o.recall();
    } else o.grid.onKeyDown(event);
  };
}
