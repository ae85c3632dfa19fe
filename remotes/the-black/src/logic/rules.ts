import type { PuzzleRules } from '@games/shared/game-kit/puzzle/session';
import { isAllOff, press, type Lights, type LightsOutPuzzle } from './lights';
import { solve } from './solver';

const isLights = (value: unknown, size?: number): value is Lights =>
  Array.isArray(value) && value.every((lit) => typeof lit === 'boolean') && (size === undefined || value.length === size * size);

/** "row 2, column 3" of a cell index. */
export const cellName = (size: number, cell: number): string => `row ${Math.floor(cell / size) + 1}, column ${(cell % size) + 1}`;

/** The rules the kit's puzzle session plays by. A move is the index of the pressed cell. */
export const lightsOutRules: PuzzleRules<LightsOutPuzzle, Lights, number> = {
  initialBoard: (puzzle) => puzzle.start,
  applyMove: (puzzle, board, cell) => press(puzzle.size, board, cell),
  isSolved: (_puzzle, board) => isAllOff(board),
  // A hint points at one press of a shortest solution from the board as it is, and leaves the pressing to
  // the player (the board stays as it is).
  hint(puzzle, board) {
    const presses = solve(puzzle.size, board);
    if (!presses || presses.length === 0) return null;
    const [cell] = presses;
    const left = presses.length;
    return {
      board,
      reason: `Press ${cellName(puzzle.size, cell)}: it is one of the ${left} press${left === 1 ? '' : 'es'} that finish the board fastest.`,
      cells: [cell],
    };
  },
  isPuzzle(value: unknown): value is LightsOutPuzzle {
    if (typeof value !== 'object' || value === null) return false;
    const { size, start, par } = value as Record<string, unknown>;
    return (
      typeof size === 'number' &&
      Number.isInteger(size) &&
      size >= 3 &&
      size <= 7 &&
      isLights(start, size) &&
      typeof par === 'number' &&
      Number.isInteger(par) &&
      par >= 1 &&
      // the par must be the board's own (a doctored save is discarded)
      solve(size, start)?.length === par
    );
  },
  isBoard: (value): value is Lights => isLights(value),
  boardFits: (puzzle, board) => board.length === puzzle.size * puzzle.size,
};
