// Hints: a wrong mark is taken back first, else what one line's clue forces, else one cell of the picture.
import { gridColumns, gridRows } from '@games/shared/game-kit/lines';
import type { PuzzleHint } from '@games/shared/game-kit/puzzle/session';
import { solveLine } from './lineSolver';
import { BLANK, CROSSED, FILLED, type Marks, type NonogramPuzzle } from './types';

const place = (puzzle: NonogramPuzzle, cell: number) => `row ${Math.floor(cell / puzzle.width) + 1}, column ${(cell % puzzle.width) + 1}`;
const clueText = (clue: readonly number[]) => (clue.length === 0 ? '0' : clue.join(' '));

/**
 * The next step: first a wrong mark to take back, else the cells one row or column's clue forces now (line
 * logic on the player's marks), else one cell of the picture.
 */
export function nextHint(puzzle: NonogramPuzzle, board: Marks): PuzzleHint<Marks> | null {
  const { width, height } = puzzle;
  const wrong = board.findIndex((mark, cell) => (mark === FILLED && puzzle.solution[cell] === 0) || (mark === CROSSED && puzzle.solution[cell] === 1));
  if (wrong >= 0) {
    const next = board.slice();
    next[wrong] = BLANK;
    return { board: next, reason: `The mark at ${place(puzzle, wrong)} is wrong: it is taken back.`, cells: [wrong] };
  }
  const lines = [...gridRows(width, height), ...gridColumns(width, height)];
  for (const line of lines) {
    const clue = line.axis === 'row' ? puzzle.rowClues[line.index] : puzzle.colClues[line.index];
    const known = line.cells.map((cell) => board[cell]);
    const solved = solveLine(clue, known);
    if (!solved) continue;
    const cells = line.cells.filter((_cell, i) => solved[i] !== known[i]);
    if (cells.length === 0) continue;
    const next = board.slice();
    for (const cell of cells) next[cell] = puzzle.solution[cell] === 1 ? FILLED : CROSSED;
    const name = `${line.axis === 'row' ? 'Row' : 'Column'} ${line.index + 1}`;
    return { board: next, reason: `${name}: its clue ${clueText(clue)} settles ${cells.length} more cell${cells.length === 1 ? '' : 's'}.`, cells };
  }
  const open = board.findIndex((mark) => mark === BLANK);
  if (open < 0) return null;
  const next = board.slice();
  next[open] = puzzle.solution[open] === 1 ? FILLED : CROSSED;
  return { board: next, reason: `The picture has ${puzzle.solution[open] === 1 ? 'a filled cell' : 'a blank'} at ${place(puzzle, open)}.`, cells: [open] };
}
