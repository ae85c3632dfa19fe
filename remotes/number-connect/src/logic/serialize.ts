import { CELL_COUNT, isPowerOfTwo } from './board';
import { HISTORY_LIMIT, type GameState, type Snapshot } from './game';

/** Seeds in saves are kept short. */
export const MAX_SEED_LENGTH = 200;

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    Array.isArray(s.cells) &&
    s.cells.length === CELL_COUNT &&
    s.cells.every(isPowerOfTwo) &&
    isCount(s.score) &&
    isCount(s.moveCount) &&
    isCount(s.minExp) &&
    (s.minExp as number) >= 1 &&
    isPowerOfTwo(s.bestTile) &&
    isCount(s.shuffles) &&
    isCount(s.hammers)
  );
}

/** Checks untrusted stored data really is a playable game (a full board of powers of two). */
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
