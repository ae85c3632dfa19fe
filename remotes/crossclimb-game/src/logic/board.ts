/** The player's board: letters typed in each rung, the order of the middle rungs, the letters hints gave. */
import { RUNGS, WORD_LENGTH } from './content';
import { formsLadder, isMiddleOrder, type Puzzle } from './puzzle';

export interface Board {
  /** Per word index (0 top … 6 bottom): four characters, a space where nothing is typed. */
  letters: string[];
  /** The middle rungs top to bottom as word indexes 1..5. */
  order: number[];
  /** Per word index: a bit per position whose letter a hint revealed (fixed from then on). */
  hinted: number[];
}

export type Phase = 'solve' | 'order' | 'ends' | 'done';

export const BLANK_ROW = ' '.repeat(WORD_LENGTH);

export function initialBoard(puzzle: Puzzle): Board {
  return { letters: Array.from({ length: RUNGS }, () => BLANK_ROW), order: [...puzzle.start], hinted: Array.from({ length: RUNGS }, () => 0) };
}

export function isBoard(value: unknown): value is Board {
  if (typeof value !== 'object' || value === null) return false;
  const { letters, order, hinted } = value as Record<string, unknown>;
  return (
    Array.isArray(letters) &&
    letters.length === RUNGS &&
    letters.every((row) => typeof row === 'string' && /^[a-z ]{4}$/.test(row)) &&
    isMiddleOrder(order) &&
    Array.isArray(hinted) &&
    hinted.length === RUNGS &&
    hinted.every((mask) => Number.isInteger(mask) && mask >= 0 && mask < 1 << WORD_LENGTH)
  );
}

export const isRowSolved = (puzzle: Puzzle, board: Board, word: number): boolean => board.letters[word] === puzzle.words[word];

export const middleSolved = (puzzle: Puzzle, board: Board): boolean => board.order.every((word) => isRowSolved(puzzle, board, word));

export const ladderOrdered = (puzzle: Puzzle, board: Board): boolean => formsLadder(puzzle.words, board.order);

/** The ends open once the five middle rungs are solved and in ladder order. */
export const endsOpen = (puzzle: Puzzle, board: Board): boolean => middleSolved(puzzle, board) && ladderOrdered(puzzle, board);

export function phaseOf(puzzle: Puzzle, board: Board): Phase {
  if (!middleSolved(puzzle, board)) return 'solve';
  if (!ladderOrdered(puzzle, board)) return 'order';
  return isRowSolved(puzzle, board, 0) && isRowSolved(puzzle, board, RUNGS - 1) ? 'done' : 'ends';
}

/** The rungs as shown, top to bottom: word indexes (0, the middle order, 6). */
export const shownRows = (board: Board): number[] => [0, ...board.order, RUNGS - 1];

/** Whether the player may type into a rung: not solved, and for the ends only once they are open. */
export function isRowOpen(puzzle: Puzzle, board: Board, word: number): boolean {
  if (isRowSolved(puzzle, board, word)) return false;
  if (word === 0 || word === RUNGS - 1) return endsOpen(puzzle, board);
  return true;
}

/** Rows may be reordered until the ladder is in order. */
export const canReorder = (puzzle: Puzzle, board: Board): boolean => !endsOpen(puzzle, board);

export const isHinted = (board: Board, word: number, col: number): boolean => (board.hinted[word] & (1 << col)) !== 0;
