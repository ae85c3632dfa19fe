// logic/rules.ts in every game: the rules the kit's puzzle session runs (README, game-team guide, "File names").
import type { PuzzleRules } from '@games/shared/game-kit/puzzle/session';
import { isAllOff, press, type Lights, type LightsOutPuzzle } from './lights';
import { solve } from './solver';

const isLights = (value: unknown, size?: number): value is Lights =>
  Array.isArray(value) && value.every((lit) => typeof lit === 'boolean') && (size === undefined || value.length === size * size);

/** The rules the kit's puzzle session plays by. A move is the index of the pressed cell. */
export const lightsOutRules: PuzzleRules<LightsOutPuzzle, Lights, number> = {
  initialBoard: (puzzle) => puzzle.start,
  applyMove: (puzzle, board, cell) => press(puzzle.size, board, cell),
  isSolved: (_puzzle, board) => isAllOff(board),
  hint(puzzle, board) {
    const [cell] = solve(puzzle.size, board) ?? [];
    if (cell === undefined) return null;
    const row = Math.floor(cell / puzzle.size) + 1;
    const col = (cell % puzzle.size) + 1;
    return { board: press(puzzle.size, board, cell), reason: `Press row ${row}, column ${col}.`, cells: [cell] };
  },
  isPuzzle(value: unknown): value is LightsOutPuzzle {
    if (typeof value !== 'object' || value === null) return false;
    const { size, start } = value as Record<string, unknown>;
    return typeof size === 'number' && Number.isInteger(size) && size >= 2 && size <= 9 && isLights(start, size);
  },
  isBoard: (value): value is Lights => isLights(value),
  boardFits: (puzzle, board) => board.length === puzzle.size * puzzle.size,
};
