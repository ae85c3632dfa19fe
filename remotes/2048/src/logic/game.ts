import { createRandom } from '@games/shared/game-kit/random';
import { emptyGrid, gridFromValues, gridValues, type BoardSize, type Grid } from './grid';
import { moveGrid, type Direction } from './move';
import { hasWinningTile, isGameOver } from './rules';
import { spawnTile } from './spawn';

/** How many earlier positions undo can go back to. */
export const HISTORY_LIMIT = 20;

/** A past position, kept compact for undo and for saving. */
export interface Snapshot {
  values: number[];
  score: number;
  moveCount: number;
  won: boolean;
  keepPlaying: boolean;
}

export interface GameState {
  size: BoardSize;
  grid: Grid;
  /** The id the next new tile gets. */
  nextId: number;
  score: number;
  /** Seeds every spawn: the same seed and moves give the same game. */
  seed: string;
  /** Moves that changed the board; together with the seed it picks each spawn. */
  moveCount: number;
  /** The winning tile has been made. */
  won: boolean;
  /** The player chose "Keep going" after winning. */
  keepPlaying: boolean;
  /** No move can change the board any more. */
  over: boolean;
  /** Undo was used at least once: scores count towards the "with undo" best. */
  undoUsed: boolean;
  /** Earlier positions, oldest first. */
  history: Snapshot[];
}

/** A fresh game: an empty board with two random tiles. */
export function newGame(size: BoardSize, seed: string): GameState {
  const random = createRandom(`${seed}:start`);
  let grid = emptyGrid(size);
  let nextId = 1;
  for (let i = 0; i < 2; i++) grid = spawnTile(grid, random, nextId++).grid;
  return {
    size,
    grid,
    nextId,
    score: 0,
    seed,
    moveCount: 0,
    won: false,
    keepPlaying: false,
    over: false,
    undoUsed: false,
    history: [],
  };
}

/** The game is waiting for the player to choose "Keep going" or "New game". */
export function awaitingWinChoice(state: GameState): boolean {
  return state.won && !state.keepPlaying;
}

export function snapshotOf(state: GameState): Snapshot {
  return {
    values: gridValues(state.grid),
    score: state.score,
    moveCount: state.moveCount,
    won: state.won,
    keepPlaying: state.keepPlaying,
  };
}

/**
 * Plays a move. A move that changes nothing (or comes after the game ended) returns the very
 * same state, so callers can tell with ===. Otherwise a new tile spawns, chosen by
 * seed + move number: after an undo, the same move brings the same tile.
 */
export function move(state: GameState, direction: Direction): GameState {
  if (state.over || awaitingWinChoice(state)) return state;
  const result = moveGrid(state.grid, direction, state.nextId);
  if (!result.moved) return state;

  const random = createRandom(`${state.seed}:${state.moveCount}`);
  const { grid } = spawnTile(result.grid, random, result.nextId);
  const won = state.won || hasWinningTile(grid);
  return {
    ...state,
    grid,
    nextId: result.nextId + 1,
    score: state.score + result.scoreGained,
    moveCount: state.moveCount + 1,
    won,
    over: isGameOver(grid),
    history: [...state.history, snapshotOf(state)].slice(-HISTORY_LIMIT),
  };
}

/** After a win: carry on playing towards bigger tiles. */
export function keepGoing(state: GameState): GameState {
  return awaitingWinChoice(state) ? { ...state, keepPlaying: true } : state;
}

export function canUndo(state: GameState): boolean {
  return state.history.length > 0;
}

/** Goes back one move and marks the game as one where undo was used. */
export function undo(state: GameState): GameState {
  const previous = state.history[state.history.length - 1];
  if (!previous) return state;
  const { grid, nextId } = gridFromValues(state.size, previous.values, state.nextId);
  return {
    ...state,
    grid,
    nextId,
    score: previous.score,
    moveCount: previous.moveCount,
    won: previous.won,
    keepPlaying: previous.keepPlaying,
    over: isGameOver(grid),
    undoUsed: true,
    history: state.history.slice(0, -1),
  };
}
