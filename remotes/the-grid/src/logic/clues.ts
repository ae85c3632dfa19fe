// Clues and line checks, on the kit's line helpers.
import { gridColumns, gridRows, lineValues, matchesClue, runLengths } from '@games/shared/game-kit/lines';
import { FILLED, type Mark } from './types';

const isOne = (value: number) => value === 1;
const isFilled = (mark: Mark) => mark === FILLED;

/** The row and column clues of a picture (1 filled, 0 blank). */
export function cluesOf(width: number, height: number, solution: readonly number[]): { rowClues: number[][]; colClues: number[][] } {
  return {
    rowClues: gridRows(width, height).map((line) => runLengths(lineValues(solution, line), isOne)),
    colClues: gridColumns(width, height).map((line) => runLengths(lineValues(solution, line), isOne)),
  };
}

/** Which rows and which columns the player's filled cells satisfy. */
export function satisfiedClues(
  width: number,
  height: number,
  rowClues: readonly number[][],
  colClues: readonly number[][],
  marks: readonly Mark[],
): { rows: boolean[]; cols: boolean[] } {
  return {
    rows: gridRows(width, height).map((line) => matchesClue(lineValues(marks, line), isFilled, rowClues[line.index])),
    cols: gridColumns(width, height).map((line) => matchesClue(lineValues(marks, line), isFilled, colClues[line.index])),
  };
}
