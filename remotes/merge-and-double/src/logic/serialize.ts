import { CELL_COUNT, COLS, indexOf, isPowerOfTwo, ROWS } from './board';
import { HISTORY_LIMIT, QUEUE_LENGTH, type GameState, type Snapshot } from './game';

export const MAX_SEED_LENGTH = 200;

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isCell = (value: unknown) => value === 0 || isPowerOfTwo(value);

/** Blocks rest on the bottom or on another block: no gaps under a block. */
function isSettled(cells: number[]): boolean {
  for (let col = 0; col < COLS; col++) {
    for (let row = 0; row < ROWS - 1; row++) if (cells[indexOf(row, col)] && !cells[indexOf(row + 1, col)]) return false;
  }
  return true;
}

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    Array.isArray(s.cells) &&
    s.cells.length === CELL_COUNT &&
    s.cells.every(isCell) &&
    isSettled(s.cells as number[]) &&
    Array.isArray(s.queue) &&
    s.queue.length === QUEUE_LENGTH &&
    s.queue.every(isPowerOfTwo) &&
    isCount(s.score) &&
    isCount(s.moveCount) &&
    isCount(s.bestTile)
  );
}

/** Checks untrusted stored data really is a playable game. */
export function isSavedGame(value: unknown): value is GameState {
  if (!isSnapshot(value)) return false;
  const s = value as unknown as Record<string, unknown>;
  return (
    typeof s.seed === 'string' &&
    s.seed.length <= MAX_SEED_LENGTH &&
    typeof s.undoUsed === 'boolean' &&
    Array.isArray(s.history) &&
    s.history.length <= HISTORY_LIMIT &&
    s.history.every(isSnapshot)
  );
}
