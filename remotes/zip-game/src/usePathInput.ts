// Turns drags, taps and keys on the board into new paths (the rules of each gesture live in logic/path.ts).
import { moveCursor } from '@games/shared/game-kit/grid/grid-cursor';
import { useGridDrag, type GridDragProps } from '@games/shared/game-kit/grid/useGridDrag';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { useRef, useState, type KeyboardEvent } from 'react';
import { cellAt, colOf, rowOf, type ZipPuzzle } from './logic/board';
import { cellName } from './logic/hint';
import { dragInto, pressCell, retract, stepToward } from './logic/path';
import { pathRulesOf, type ZipPath } from './logic/rules';

export interface PathInput {
  /** The path to draw: the drag in progress, else the committed one. */
  shown: ZipPath;
  drag: GridDragProps;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

/**
 * `commit(path, merge)` makes a path the board; `refuse(words)` tells the player why a key did nothing.
 * A drag shows its path live and commits once, on release, so one drag is one undo step.
 */
export function usePathInput(
  puzzle: ZipPuzzle | null,
  path: ZipPath,
  enabled: boolean,
  commit: (path: ZipPath) => void,
  refuse: (words: string) => void,
): PathInput {
  const [dragPath, setDragPath] = useState<ZipPath | null>(null);
  const dragging = useRef<ZipPath | null>(null);
  const show = (next: ZipPath | null) => {
    dragging.current = next;
    setDragPath(next);
  };

  const drag = useGridDrag({
    onStart(cell) {
      if (!puzzle || !enabled) return;
      show(pressCell(pathRulesOf(puzzle), path, cellAt(cell.row, cell.col, puzzle.size)) ?? path);
    },
    onEnter(cell) {
      if (!puzzle || !dragging.current) return;
      const next = dragInto(pathRulesOf(puzzle), dragging.current, cellAt(cell.row, cell.col, puzzle.size));
      if (next) show(next);
    },
    onEnd() {
      const finished = dragging.current;
      show(null);
      if (finished) commit(finished);
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!puzzle || !enabled || shouldIgnoreGameKey(event.nativeEvent)) return;
    const { size } = puzzle;
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      const back = retract(path);
      if (back) commit(back);
      return;
    }
    const base = path.length > 0 ? path : [puzzle.checkpoints[0]];
    const end = base[base.length - 1];
    const target = moveCursor({ row: rowOf(end, size), col: colOf(end, size) }, event.key, size, size);
    if (!target) return;
    event.preventDefault();
    const cell = cellAt(target.row, target.col, size);
    const next = cell === end ? (path.length === 0 ? base : null) : stepToward(pathRulesOf(puzzle), base, cell);
    if (next) commit(next);
    else refuse(`Cannot go to ${cellName(cell, size)}.`);
  };

  return { shown: dragPath ?? path, drag, onKeyDown };
}
