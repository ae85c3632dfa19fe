import type { PuzzleController } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { useCallback, useEffect, useRef, useState, type MutableRefObject } from 'react';
import { canReorder as canReorderBoard, endsOpen, type Board } from './logic/board';
import { cursorAt, eraseAt, nextOpenRow, typeAt, type Cursor } from './logic/cursor';
import type { Puzzle } from './logic/puzzle';
import { rungMove } from './logic/rung-move';
import type { Move } from './logic/rules';
import { useRowDrag } from './useRowDrag';

/**
 * Playing the ladder: the cursor (the active rung and letter, reset for each puzzle and when the ends open),
 * focus following it while the player is in the ladder, and the letters typed, erased and rungs moved.
 * `activeRow` is kept at the cursor's rung for the session's hints.
 */
export function useLadderPlay(game: PuzzleController<Puzzle, Board, Move>, activeRow: MutableRefObject<number | undefined>) {
  const { session, puzzle, board } = game;
  const [cursor, setCursor] = useState<Cursor>({ word: 1, col: 0 });
  activeRow.current = cursor.word;
  const puzzleKey = session ? `${session.mode}:${session.seed}:${puzzle?.id}` : '';
  useEffect(() => {
    if (puzzle && board) setCursor(cursorAt(board, nextOpenRow(puzzle, board, 6) ?? board.order[0]));
    // Only when another puzzle is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new puzzle resets the cursor, moves do not
  }, [puzzleKey]);

  // The ends open: the cursor goes to the top rung.
  const open = Boolean(puzzle && board && endsOpen(puzzle, board));
  useEffect(() => {
    if (open && puzzle && board && cursor.word !== 0 && cursor.word !== 6) setCursor(cursorAt(board, nextOpenRow(puzzle, board, 6) ?? 0));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the ends open
  }, [open]);

  // Focus follows the cursor while the player is in the ladder.
  const ladderRef = useRef<HTMLDivElement>(null);
  const rows = useRef(new Map<number, HTMLButtonElement>());
  const rowRef = useCallback((word: number, element: HTMLButtonElement | null) => {
    if (element) rows.current.set(word, element);
    else rows.current.delete(word);
  }, []);
  useEffect(() => {
    const active = document.activeElement;
    if (!ladderRef.current?.contains(active)) return;
    const row = rows.current.get(cursor.word);
    if (row && row !== active) row.focus();
  }, [cursor.word]);

  const playing = game.status === 'playing' && Boolean(puzzle && board);
  const reorderable = Boolean(playing && puzzle && board && canReorderBoard(puzzle, board));

  const play = useCallback(
    (move: Move | null) => {
      if (!move) return;
      game.touch();
      game.play(move);
    },
    [game],
  );

  const typeLetter = (letter: string) => {
    if (!playing || !puzzle || !board) return;
    const step = typeAt(puzzle, board, cursor, letter);
    if (!step.move) {
      if ((cursor.word === 0 || cursor.word === 6) && !open) game.announce('The top and bottom rungs open once the middle rungs form a ladder.');
      return;
    }
    play(step.move);
    setCursor(step.cursor);
  };

  const erase = () => {
    if (!playing || !puzzle || !board) return;
    const step = eraseAt(puzzle, board, cursor);
    play(step.move);
    setCursor(step.cursor);
  };

  const drag = useRowDrag({ count: 5, enabled: reorderable, onMove: (from, to) => play({ kind: 'move', from, to }) });

  const moveActive = (step: -1 | 1) => {
    if (!reorderable || !board) return;
    const moved = rungMove(board, cursor.word, step);
    if (typeof moved === 'string') game.announce(moved);
    else play(moved);
  };

  const select = (word: number, col: number | null) => {
    if (!board) return;
    setCursor((now) => (col !== null ? { word, col } : now.word === word ? now : cursorAt(board, word)));
  };

  return {
    cursor,
    setCursor,
    open,
    playing,
    reorderable,
    ladderRef,
    rowRef,
    /** Focus to the active rung (letters typed outside the ladder). */
    focusActive: () => rows.current.get(cursor.word)?.focus(),
    drag,
    typeLetter,
    erase,
    moveActive,
    select,
  };
}

export type LadderPlay = ReturnType<typeof useLadderPlay>;
