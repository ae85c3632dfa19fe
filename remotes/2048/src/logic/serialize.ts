import { gridFromValues, gridValues, isBoardSize, type BoardSize } from './grid';
import { HISTORY_LIMIT, type GameState, type Snapshot } from './game';
import { isGameOver } from './rules';

/** What is stored for a game in progress. Tile ids are not stored: they are renumbered on load. */
export interface SavedGame {
  size: BoardSize;
  values: number[];
  score: number;
  seed: string;
  moveCount: number;
  won: boolean;
  keepPlaying: boolean;
  undoUsed: boolean;
  history: Snapshot[];
}

export const MAX_SEED_LENGTH = 200;

export function toSaved(state: GameState): SavedGame {
  // Everything but the live tiles, which are saved as plain values; `over` is recomputed on load.
  const { grid, nextId: _nextId, over: _over, ...rest } = state;
  return { ...rest, values: gridValues(grid) };
}

export function fromSaved(saved: SavedGame): GameState {
  const { grid, nextId } = gridFromValues(saved.size, saved.values);
  return {
    size: saved.size,
    grid,
    nextId,
    score: saved.score,
    seed: saved.seed,
    moveCount: saved.moveCount,
    won: saved.won,
    keepPlaying: saved.keepPlaying,
    over: isGameOver(grid),
    undoUsed: saved.undoUsed,
    history: saved.history.map((snapshot) => ({ ...snapshot, values: snapshot.values.slice() })),
  };
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** 0 (empty) or a power of two from 2 up. */
const isCellValue = (value: unknown): boolean =>
  value === 0 || (isCount(value) && value >= 2 && Number.isInteger(Math.log2(value)));

function isValues(value: unknown, size: BoardSize): value is number[] {
  return Array.isArray(value) && value.length === size * size && value.every(isCellValue) && value.some((cell) => cell !== 0);
}

/** A snapshot's fields; a saved game has them too, for its current position. */
function isSnapshot(value: unknown, size: BoardSize): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    isValues(s.values, size) &&
    isCount(s.score) &&
    isCount(s.moveCount) &&
    typeof s.won === 'boolean' &&
    typeof s.keepPlaying === 'boolean' &&
    (!s.keepPlaying || s.won)
  );
}

/** Checks untrusted stored data really is a playable saved game. */
export function isSavedGame(value: unknown): value is SavedGame {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  const size = s.size;
  return (
    isBoardSize(size) &&
    isSnapshot(s, size) &&
    typeof s.seed === 'string' &&
    s.seed.length <= MAX_SEED_LENGTH &&
    typeof s.undoUsed === 'boolean' &&
    Array.isArray(s.history) &&
    s.history.length <= HISTORY_LIMIT &&
    s.history.every((snapshot) => isSnapshot(snapshot, size))
  );
}
