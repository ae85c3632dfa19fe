import { useGameKeys } from '@games/shared/game-kit/round/useGameKeys';
import type { KeyboardEvent } from 'react';
import type { Board } from './logic/board';
import { cursorAt, neighbourRow, nextOpenRow } from './logic/cursor';
import type { Puzzle } from './logic/puzzle';
import type { LadderPlay } from './useLadderPlay';

/**
 * The ladder's keys: letters type, Backspace/Delete erase, ← → move along the rung, ↑ ↓ between rungs,
 * Enter to the next open rung, Alt+↑/↓ move the rung. Letters typed while focus is outside the ladder (the page
 * after the help dialog closed, a toolbar button) go to the active rung, and focus moves there.
 * Returns the ladder's own key handler.
 */
export function useLadderKeys(ladder: LadderPlay, puzzle: Puzzle | null, board: Board | null) {
  const { cursor, setCursor } = ladder;
  useGameKeys(
    (event) => {
      if (ladder.ladderRef.current?.contains(event.target as Node | null)) return false;
      if (!/^[a-zA-Z]$/.test(event.key) && event.key !== 'Backspace') return false;
      if (event.key === 'Backspace') ladder.erase();
      else ladder.typeLetter(event.key.toLowerCase());
      ladder.focusActive();
      return true;
    },
    { enabled: ladder.playing },
  );

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.ctrlKey || event.metaKey || !board || !puzzle) return;
    if (event.altKey) {
      if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
        event.preventDefault();
        ladder.moveActive(event.key === 'ArrowUp' ? -1 : 1);
      }
      return;
    }
    const { key } = event;
    if (/^[a-zA-Z]$/.test(key)) {
      event.preventDefault();
      ladder.typeLetter(key.toLowerCase());
    } else if (key === 'Backspace' || key === 'Delete') {
      event.preventDefault();
      ladder.erase();
    } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
      event.preventDefault();
      setCursor((now) => ({ word: now.word, col: Math.min(3, Math.max(0, now.col + (key === 'ArrowLeft' ? -1 : 1))) }));
    } else if (key === 'ArrowUp' || key === 'ArrowDown') {
      event.preventDefault();
      setCursor(cursorAt(board, neighbourRow(board, cursor.word, key === 'ArrowUp' ? -1 : 1)));
    } else if (key === 'Enter') {
      event.preventDefault();
      const next = nextOpenRow(puzzle, board, cursor.word) ?? neighbourRow(board, cursor.word, 1);
      setCursor(cursorAt(board, next));
    } else if (key === ' ') {
      event.preventDefault();
    }
  };
}
