// Hidato / Numbrix for the kit's puzzle session: the state is every cell's number and pencil marks; a move
// types one number, lays a dragged chain or toggles a mark; a hint puts the next needed number where the one
// solution has it.
import type { PuzzleRules } from '@games/shared/game-kit/puzzle/session';
import { isBoardFor, isSolved, nextNeeded } from './board';
import type { GeneratedPuzzle } from './generate';
import { cellName, isSequentPuzzle } from './grid';
import { numberNotesAfterPlacing } from './numberNotes';
import { applyAction, initialState, isState, isStateFor, type SequentAction, type SequentState } from './state';

export function isGeneratedPuzzle(value: unknown): value is GeneratedPuzzle {
  if (typeof value !== 'object' || value === null) return false;
  const { puzzle, solution } = value as Partial<GeneratedPuzzle>;
  return isSequentPuzzle(puzzle) && isBoardFor(puzzle, solution) && isSolved(puzzle, solution);
}

const withValue = (state: SequentState, cell: number, value: number): SequentState => {
  const values = state.values.slice();
  values[cell] = value;
  return { values, notes: numberNotesAfterPlacing(state.notes, [{ cell, value }]) };
};

export const sequentRules: PuzzleRules<GeneratedPuzzle, SequentState, SequentAction> = {
  initialBoard: (deal) => initialState(deal.puzzle),
  applyMove: (deal, state, action) => applyAction(deal.puzzle, state, action),
  isSolved: (deal, state) => isSolved(deal.puzzle, state.values),
  mistakesOf: (deal, before, after) =>
    after.values.filter((v, cell) => v !== before.values[cell] && v !== 0 && v !== deal.solution[cell]).length,
  hint(deal, state) {
    const { puzzle, solution } = deal;
    const board = state.values;
    const wrong = board.findIndex((v, cell) => v !== 0 && v !== solution[cell]);
    if (wrong >= 0) {
      return { board: withValue(state, wrong, 0), reason: `${board[wrong]} does not belong at ${cellName(wrong, puzzle.size)}; removed.`, cells: [wrong] };
    }
    const v = nextNeeded(puzzle, board);
    if (v === 0) return null;
    const cell = solution.indexOf(v);
    return { board: withValue(state, cell, v), reason: `${v} goes at ${cellName(cell, puzzle.size)}.`, cells: [cell] };
  },
  isPuzzle: isGeneratedPuzzle,
  isBoard: isState,
  boardFits: (deal, state) => isStateFor(deal.puzzle, state),
};
