import { CELLS, highestTile, SPECIAL } from './board';
import { gameFrom, UNDO_LIMIT, type GameState, type Snapshot } from './game';

/** What is stored for a game in progress; the piece and the end are dealt again on load. */
export interface SavedGame {
  board: number[];
  score: number;
  seed: string;
  turn: number;
  bestTile: number;
  undosLeft: number;
  previous: Snapshot | null;
}

export const MAX_SEED_LENGTH = 200;

export function toSaved(state: GameState): SavedGame {
  const { board, score, seed, turn, bestTile, undosLeft, previous } = state;
  return { board: board.slice(), score, seed, turn, bestTile, undosLeft, previous };
}

export function fromSaved(saved: SavedGame): GameState {
  const { board, seed, ...fields } = saved;
  return gameFrom(seed, board, { ...fields, previous: saved.previous && { ...saved.previous, board: saved.previous.board.slice() } });
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isCellValue = (value: unknown) => isCount(value) && value <= SPECIAL;
const isBoard = (value: unknown): value is number[] => Array.isArray(value) && value.length === CELLS && value.every(isCellValue);

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return isBoard(s.board) && isCount(s.score) && isCount(s.turn) && isCount(s.bestTile) && s.bestTile <= SPECIAL && s.bestTile >= highestTile(s.board);
}

/** Checks untrusted stored data really is a playable saved game. */
export function isSavedGame(value: unknown): value is SavedGame {
  if (!isSnapshot(value)) return false;
  const s = value as unknown as Record<string, unknown>;
  return (
    typeof s.seed === 'string' &&
    s.seed.length > 0 &&
    s.seed.length <= MAX_SEED_LENGTH &&
    isCount(s.undosLeft) &&
    s.undosLeft <= UNDO_LIMIT &&
    (s.previous === null || (isSnapshot(s.previous) && s.previous.turn + 1 === s.turn))
  );
}
