import { emptyBoard, highestTile, indexOf, type Board } from './board';
import { dealPiece } from './deal';
import { resolveMerges, type MergeStep } from './merge';
import { clampPlacement, fits, fitsAnywhere, pieceCells, type Piece, type Placement } from './piece';

/** Undo takes back the last placement only, and at most this many times a game (as the anchor's booster). */
export const UNDO_LIMIT = 3;

/** The position before the last placement, for undo. */
export interface Snapshot {
  board: number[];
  score: number;
  turn: number;
  bestTile: number;
}

export interface GameState {
  board: number[];
  score: number;
  /** Deals every piece together with the turn: the same seed and placements give the same game. */
  seed: string;
  /** Placements made so far. */
  turn: number;
  /** The piece to place now (dealt from seed, turn and board). */
  piece: Piece;
  /** The highest tile made this game (merges take tiles away, so the board alone does not say). */
  bestTile: number;
  /** The next piece fits nowhere. */
  over: boolean;
  undosLeft: number;
  /** The position before the last placement, while it can be undone. */
  previous: Snapshot | null;
  /** What the last placement merged (for the animation and the announcement); empty after an undo. */
  lastSteps: MergeStep[];
  /** The cells the last piece went to. */
  lastPlaced: number[];
}

function withBoard(seed: string, board: number[], rest: Omit<GameState, 'board' | 'seed' | 'piece' | 'over'>): GameState {
  const piece = dealPiece(seed, rest.turn, board);
  return { ...rest, board, seed, piece, over: !fitsAnywhere(board, piece) };
}

/** A fresh game: an empty board and the first piece. */
export function newGame(seed: string): GameState {
  return withBoard(seed, emptyBoard(), { score: 0, turn: 0, bestTile: 0, undosLeft: UNDO_LIMIT, previous: null, lastSteps: [], lastPlaced: [] });
}

/** A game from a given position (tests, saved games): the piece is dealt for that turn. */
export function gameFrom(seed: string, board: Board, fields: Partial<Omit<GameState, 'board' | 'seed' | 'piece' | 'over'>> = {}): GameState {
  return withBoard(seed, board.slice(), {
    score: 0,
    turn: 0,
    bestTile: highestTile(board),
    undosLeft: UNDO_LIMIT,
    previous: null,
    lastSteps: [],
    lastPlaced: [],
    ...fields,
  });
}

/** Points for placing a piece: its pips. */
export const placementPoints = (piece: Piece): number => piece.reduce((sum: number, value: number) => sum + value, 0);

/** What placing the current piece there would do, without playing it (the ghost's preview); null if it does not fit. */
export function preview(state: GameState, placement: Placement) {
  if (state.over || !fits(state.board, state.piece, placement)) return null;
  const placed = pieceCells(state.piece, placement).map(indexOf);
  const board = state.board.slice();
  placed.forEach((cell, i) => (board[cell] = state.piece[i]));
  return { placed, ...resolveMerges(board, placed) };
}

/**
 * Places the current piece. A placement that does not fit (or a move after the game ended) returns the very
 * same state, so callers can tell with ===. Merges resolve, the next piece is dealt, and the game is over when
 * it fits nowhere.
 */
export function place(state: GameState, placement: Placement): GameState {
  const outcome = preview(state, placement);
  if (!outcome) return state;
  const snapshot: Snapshot = { board: state.board, score: state.score, turn: state.turn, bestTile: state.bestTile };
  return withBoard(state.seed, outcome.board, {
    score: state.score + placementPoints(state.piece) + outcome.points,
    turn: state.turn + 1,
    bestTile: Math.max(state.bestTile, ...state.piece, ...outcome.steps.map((step) => step.result)),
    undosLeft: state.undosLeft,
    previous: snapshot,
    lastSteps: outcome.steps,
    lastPlaced: outcome.placed,
  });
}

export const canUndo = (state: GameState): boolean => state.previous !== null && state.undosLeft > 0;

/** Takes back the last placement: the same piece comes back (it is dealt by turn). */
export function undo(state: GameState): GameState {
  if (!canUndo(state) || !state.previous) return state;
  const { board, score, turn, bestTile } = state.previous;
  return withBoard(state.seed, board.slice(), { score, turn, bestTile, undosLeft: state.undosLeft - 1, previous: null, lastSteps: [], lastPlaced: [] });
}

/** The ghost's place after the piece turns: the same anchor, pulled back onto the board. */
export const rotatedPlacement = (piece: Piece, placement: Placement, rotation: Placement['rotation']): Placement =>
  clampPlacement(piece, { anchor: placement.anchor, rotation });
