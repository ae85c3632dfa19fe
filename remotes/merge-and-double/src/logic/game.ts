import { createRandom } from '@games/shared/game-kit/random';
import { CELL_COUNT, COLS, columnHeight, indexOf, maxValue, ROWS, topOf, type Cells } from './board';
import { resolve, type MergeStep } from './merge';
import { spawnRange, spawnValue } from './spawn';

export const HISTORY_LIMIT = 10;
/** The block to drop now, the next one and the one after it. */
export const QUEUE_LENGTH = 3;

export interface Snapshot {
  cells: number[];
  queue: number[];
  score: number;
  moveCount: number;
  bestTile: number;
}

export interface GameState extends Snapshot {
  /** Seeds every new block: the same seed and drops give the same game. */
  seed: string;
  undoUsed: boolean;
  history: Snapshot[];
}

const snapshotOf = ({ cells, queue, score, moveCount, bestTile }: GameState): Snapshot => ({ cells: cells.slice(), queue: queue.slice(), score, moveCount, bestTile });

/** A fresh game: an empty board and three blocks waiting. */
export function newGame(seed: string): GameState {
  const random = createRandom(`${seed}:start`);
  const range = spawnRange(0);
  const queue = Array.from({ length: QUEUE_LENGTH }, () => spawnValue(random, range));
  return { seed, cells: new Array<number>(CELL_COUNT).fill(0), queue, score: 0, moveCount: 0, bestTile: 0, undoUsed: false, history: [] };
}

/** A block of `value` fits the column: it has room, or its top block equals the value (they merge). */
export function canDrop(cells: Cells, col: number, value: number): boolean {
  if (col < 0 || col >= COLS) return false;
  return columnHeight(cells, col) < ROWS || cells[topOf(cells, col)] === value;
}

/** The round is over: the block to drop fits no column. */
export const isOver = (state: GameState) => !Array.from({ length: COLS }, (_, col) => col).some((col) => canDrop(state.cells, col, state.queue[0]));

export interface DropResult {
  state: GameState;
  /** Where the block landed (or the full column's top it merged with). */
  landed: number;
  /** The board with the block landed, before any merge. */
  placed: number[];
  steps: MergeStep[];
  points: number;
}

/**
 * Drops the current block into a column: it lands on the stack, then merges play out (see resolve). A
 * full column whose top equals the block takes it as a merge. Returns null when the block does not fit.
 */
export function drop(state: GameState, col: number): DropResult | null {
  const value = state.queue[0];
  if (isOver(state) || !canDrop(state.cells, col, value)) return null;
  const placed = state.cells.slice();
  let landed: number;
  let result;
  if (columnHeight(state.cells, col) < ROWS) {
    landed = indexOf(ROWS - 1 - columnHeight(state.cells, col), col);
    placed[landed] = value;
    result = resolve(placed, [landed]);
  } else {
    // Full column, equal top: the two merge at once (the first merge of the drop).
    landed = topOf(state.cells, col);
    const merged = placed.slice();
    merged[landed] = value * 2;
    const rest = resolve(merged, [landed], 1);
    const first: MergeStep = { into: landed, joined: [], value: value * 2, combo: 1, points: value * 2, merged: merged.slice(), settled: merged.slice() };
    result = { cells: rest.cells, steps: [first, ...rest.steps], points: value * 2 + rest.points };
  }
  const bestTile = Math.max(state.bestTile, maxValue(result.cells), value);
  const random = createRandom(`${state.seed}:${state.moveCount}`);
  const queue = [...state.queue.slice(1), spawnValue(random, spawnRange(Math.max(maxValue(result.cells), 2)))];
  const next: GameState = {
    ...state,
    cells: result.cells,
    queue,
    score: state.score + result.points,
    moveCount: state.moveCount + 1,
    bestTile,
    history: [...state.history, snapshotOf(state)].slice(-HISTORY_LIMIT),
  };
  return { state: next, landed, placed, steps: result.steps, points: result.points };
}

export const canUndo = (state: GameState) => state.history.length > 0;

/** Back one drop; the game counts as one with undo from now on (its scores are kept apart). */
export function undo(state: GameState): GameState {
  const previous = state.history[state.history.length - 1];
  if (!previous) return state;
  return { ...state, ...previous, cells: previous.cells.slice(), queue: previous.queue.slice(), undoUsed: true, history: state.history.slice(0, -1) };
}
