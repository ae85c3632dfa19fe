/** Crossclimb's rules for the kit's puzzle session: moves, the win and hints. */
import type { PuzzleHint, PuzzleRules } from '@games/shared/game-kit/puzzle/session';
import { canReorder, initialBoard, isBoard, isHinted, isRowOpen, isRowSolved, phaseOf, type Board } from './board';
import { RUNGS, WORD_LENGTH } from './content';
import { isPuzzle, type Puzzle } from './puzzle';

export type Move =
  | { kind: 'type'; word: number; col: number; letter: string }
  | { kind: 'erase'; word: number; col: number }
  /** Moves the middle rung shown at position `from` (0..4) to position `to`. */
  | { kind: 'move'; from: number; to: number };

const setLetter = (row: string, col: number, letter: string) => row.slice(0, col) + letter + row.slice(col + 1);

export function applyMove(puzzle: Puzzle, board: Board, move: Move): Board {
  if (move.kind === 'move') {
    const { from, to } = move;
    const last = board.order.length - 1;
    if (!canReorder(puzzle, board) || from === to || from < 0 || to < 0 || from > last || to > last) return board;
    const order = [...board.order];
    const [word] = order.splice(from, 1);
    order.splice(to, 0, word);
    return { ...board, order };
  }
  const { word, col } = move;
  if (word < 0 || word >= RUNGS || col < 0 || col >= WORD_LENGTH) return board;
  if (!isRowOpen(puzzle, board, word) || isHinted(board, word, col)) return board;
  const letter = move.kind === 'type' ? move.letter.toLowerCase() : ' ';
  if (!/^[a-z ]$/.test(letter) || board.letters[word][col] === letter) return board;
  const letters = [...board.letters];
  letters[word] = setLetter(letters[word], col, letter);
  return { ...board, letters };
}

export const isSolved = (puzzle: Puzzle, board: Board): boolean => phaseOf(puzzle, board) === 'done';

const ORDINAL = ['first', 'second', 'third', 'fourth'];

/** Reveals the first wrong letter of a rung. */
function revealIn(puzzle: Puzzle, board: Board, word: number, rowName: string): PuzzleHint<Board> | null {
  for (let col = 0; col < WORD_LENGTH; col += 1) {
    const answer = puzzle.words[word][col];
    if (board.letters[word][col] === answer) continue;
    const letters = [...board.letters];
    letters[word] = setLetter(letters[word], col, answer);
    const hinted = [...board.hinted];
    hinted[word] |= 1 << col;
    return {
      board: { ...board, letters, hinted },
      reason: `the ${ORDINAL[col]} letter of ${rowName} is ${answer.toUpperCase()}.`,
      cells: [word * WORD_LENGTH + col],
    };
  }
  return null;
}

const rowName = (board: Board, word: number) =>
  word === 0 ? 'the top rung' : word === RUNGS - 1 ? 'the bottom rung' : `rung ${board.order.indexOf(word) + 2}`;

/**
 * The next hint: a letter of the preferred rung (else the first open one) while solving; the next rung
 * moved into place while ordering; a letter of an end rung at the end.
 */
export function hintFor(puzzle: Puzzle, board: Board, preferred?: number): PuzzleHint<Board> | null {
  const phase = phaseOf(puzzle, board);
  if (phase === 'done') return null;
  if (phase === 'order') {
    const position = board.order.findIndex((word, i) => word !== i + 1);
    const word = position + 1;
    const from = board.order.indexOf(word);
    const moved = applyMove(puzzle, board, { kind: 'move', from, to: position });
    return { board: moved, reason: `${puzzle.words[word].toUpperCase()} belongs at rung ${position + 2}.`, cells: [] };
  }
  const candidates =
    phase === 'solve' ? board.order.filter((word) => !isRowSolved(puzzle, board, word)) : [0, RUNGS - 1].filter((word) => !isRowSolved(puzzle, board, word));
  const word = preferred !== undefined && candidates.includes(preferred) ? preferred : candidates[0];
  return word === undefined ? null : revealIn(puzzle, board, word, rowName(board, word));
}

/** The rules; `preferredRow` tells hints which rung the player is on. */
export function crossclimbRules(preferredRow: () => number | undefined = () => undefined): PuzzleRules<Puzzle, Board, Move> {
  return {
    initialBoard,
    applyMove,
    isSolved,
    hint: (puzzle, board) => hintFor(puzzle, board, preferredRow()),
    isPuzzle,
    isBoard,
    boardFits: (puzzle, board) => board.letters.every((row) => row.length === WORD_LENGTH) && puzzle.words.length === RUNGS,
  };
}

