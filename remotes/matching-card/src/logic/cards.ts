// The dealt layout of a Concentration board and the player's progress on it, as plain data.

export type Players = 1 | 2;

/** A dealt board: which face each card shows, row by row; every face appears exactly twice. */
export interface CardsPuzzle {
  rows: number;
  cols: number;
  /** Face index (0 … pairs − 1) of each card. */
  faces: readonly number[];
  /** One player, or two taking turns on one device. */
  players: Players;
}

/** The player's progress: found pairs, the cards turned up this turn, moves, whose turn and the pairs each found. */
export interface CardsBoard {
  /** Per card: 0 face down, 1 found by player 1, 2 found by player 2 (one player finds them all as 1). */
  found: readonly number[];
  /** Cards face up this turn and not found (0, 1, or 2 when a mismatch waits to flip back). */
  open: readonly number[];
  /** Turns taken: one move is two cards turned. */
  moves: number;
  /** 0 for player 1, 1 for player 2. */
  turn: 0 | 1;
  /** Pairs found by each player. */
  scores: readonly [number, number];
}

export type CardsMove = { type: 'flip'; card: number } | { type: 'hide' };

export const pairsOf = (puzzle: CardsPuzzle): number => puzzle.faces.length / 2;

export const foundPairs = (board: CardsBoard): number => board.found.filter((owner) => owner > 0).length / 2;

export const startBoard = (puzzle: CardsPuzzle): CardsBoard => ({
  found: new Array<number>(puzzle.faces.length).fill(0),
  open: [],
  moves: 0,
  turn: 0,
  scores: [0, 0],
});

/** Two cards are up and do not match: they flip back before anything else can be turned. */
export const isMismatchShowing = (board: CardsBoard): boolean => board.open.length === 2;

export const isFaceUp = (board: CardsBoard, card: number): boolean => board.found[card] > 0 || board.open.includes(card);

/**
 * Turns a card. The first card of a turn just shows; the second counts a move and either keeps the pair
 * (the same player goes again) or leaves a mismatch up until `hide`. Cards already up, found cards and any
 * card while a mismatch shows are ignored (the very same board comes back).
 */
export function flip(puzzle: CardsPuzzle, board: CardsBoard, card: number): CardsBoard {
  if (!Number.isInteger(card) || card < 0 || card >= puzzle.faces.length) return board;
  if (isMismatchShowing(board) || isFaceUp(board, card)) return board;
  if (board.open.length === 0) return { ...board, open: [card] };
  const first = board.open[0];
  const moves = board.moves + 1;
  if (puzzle.faces[first] !== puzzle.faces[card]) return { ...board, open: [first, card], moves };
  const found = board.found.slice();
  found[first] = board.turn + 1;
  found[card] = board.turn + 1;
  const scores: [number, number] = [board.scores[0], board.scores[1]];
  scores[board.turn] += 1;
  return { ...board, found, open: [], moves, scores };
}

/** The mismatch flips back; with two players the turn passes. */
export function hide(puzzle: CardsPuzzle, board: CardsBoard): CardsBoard {
  if (!isMismatchShowing(board)) return board;
  const turn = puzzle.players === 2 ? ((1 - board.turn) as 0 | 1) : 0;
  return { ...board, open: [], turn };
}

export const isCleared = (board: CardsBoard): boolean => board.found.every((owner) => owner > 0);

/** Who won a two-player game: 1 or 2, or 0 for a tie (null while cards are left). */
export function winnerOf(board: CardsBoard): 0 | 1 | 2 | null {
  if (!isCleared(board)) return null;
  if (board.scores[0] === board.scores[1]) return 0;
  return board.scores[0] > board.scores[1] ? 1 : 2;
}
