import type { PuzzleRules } from '@games/shared/game-kit/puzzle/session';
import { flip, hide, isCleared, startBoard, type CardsBoard, type CardsMove, type CardsPuzzle } from './cards';
import { MAX_PAIRS } from './levels';

const isIntIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

function isCardsPuzzle(value: unknown): value is CardsPuzzle {
  if (typeof value !== 'object' || value === null) return false;
  const { rows, cols, faces, players } = value as Record<string, unknown>;
  if (!isIntIn(rows, 2, 6) || !isIntIn(cols, 2, 6) || (players !== 1 && players !== 2)) return false;
  if (!Array.isArray(faces) || faces.length !== rows * cols || faces.length % 2 !== 0) return false;
  if (!faces.every((face) => isIntIn(face, 0, MAX_PAIRS - 1))) return false;
  const counts = new Map<number, number>();
  for (const face of faces as number[]) counts.set(face, (counts.get(face) ?? 0) + 1);
  return [...counts.values()].every((count) => count === 2);
}

function isCardsBoard(value: unknown): value is CardsBoard {
  if (typeof value !== 'object' || value === null) return false;
  const { found, open, moves, turn, scores } = value as Record<string, unknown>;
  return (
    Array.isArray(found) &&
    found.every((owner) => isIntIn(owner, 0, 2)) &&
    Array.isArray(open) &&
    open.length <= 2 &&
    open.every((card) => isIntIn(card, 0, found.length - 1) && found[card] === 0) &&
    new Set(open).size === open.length &&
    isIntIn(moves, 0, 1e6) &&
    (turn === 0 || turn === 1) &&
    Array.isArray(scores) &&
    scores.length === 2 &&
    scores.every((score) => isIntIn(score, 0, MAX_PAIRS))
  );
}

/** The rules the kit's puzzle session plays by: turn a card, or let a mismatch flip back. */
export const cardsRules: PuzzleRules<CardsPuzzle, CardsBoard, CardsMove> = {
  initialBoard: startBoard,
  applyMove: (puzzle, board, move) => (move.type === 'flip' ? flip(puzzle, board, move.card) : hide(puzzle, board)),
  isSolved: (_puzzle, board) => isCleared(board),
  /** A mismatch counts as a mistake: a game without one is flawless (perfect memory and luck). */
  mistakesOf: (_puzzle, before, after) => (after.open.length === 2 && before.open.length < 2 ? 1 : 0),
  isPuzzle: isCardsPuzzle,
  isBoard: isCardsBoard,
  boardFits: (puzzle, board) =>
    board.found.length === puzzle.faces.length &&
    // Found cards come in pairs of the same face.
    puzzle.faces.every((face, card) => board.found[card] === 0 || puzzle.faces.some((other, at) => at !== card && other === face && board.found[at] > 0)),
};
