// The pack of boards built at build time (data-build/build-data.ts): each board's 20 tiles and every word
// that scores on it, as tile-index sequences, so the game needs no dictionary. Counted words (common and clean
// under the word-data answer policy) make the "x of N"; extra words (valid but rare, or unfit to count) score
// their points without raising N; offensive words are in neither list, so they are never accepted.

export const TILE_COUNT = 20;
export const COLUMNS = 4;
export const PACK_VERSION = 2;

/** A word as the tiles it is made of, in order: indexes into the board's tiles. */
export type TilePath = readonly number[];

export interface Board {
  /** The 20 fragments in the order they are shown (row by row, four per row). */
  tiles: readonly string[];
  /** Every counted word, as tile paths, shortest first. The 4-tile ones are the five quartiles. */
  words: readonly TilePath[];
  /** Words accepted and scored but not counted in the total (rare, or unfit for a family game's count), shortest first. */
  extra: readonly TilePath[];
}

/** The shipped form: tiles as one space-separated string, words as tile letters ('a' = tile 0 … 't' = tile 19). */
export interface PackedBoard {
  t: string;
  w: string;
  /** The extra words ('' when none). */
  x: string;
}

export interface Pack {
  v: number;
  boards: PackedBoard[];
}

const A = 'a'.charCodeAt(0);

/** 'adq' → [0, 3, 16]. */
export const pathOfKey = (key: string): number[] => [...key].map((letter) => letter.charCodeAt(0) - A);
/** [0, 3, 16] → 'adq': a word's stable key (found words are saved as keys). */
export const keyOfPath = (path: TilePath): string => path.map((tile) => String.fromCharCode(A + tile)).join('');

export const wordOf = (board: Board, path: TilePath): string => path.map((tile) => board.tiles[tile]).join('');

export function packBoard(board: Board): PackedBoard {
  return { t: board.tiles.join(' '), w: board.words.map(keyOfPath).join(' '), x: board.extra.map(keyOfPath).join(' ') };
}

export function unpackBoard(packed: PackedBoard): Board {
  return { tiles: packed.t.split(' '), words: packed.w.split(' ').map(pathOfKey), extra: packed.x ? packed.x.split(' ').map(pathOfKey) : [] };
}

/** A board's identity in a save: its tiles in order (a rebuilt pack may put another board at the same index). */
export const boardId = (board: Board): string => board.tiles.join(' ');

const TILE = /^[a-z]{1,4}$/;
const WORD_KEY = /^[a-t]{1,4}$/;

function isPackedBoard(value: unknown): value is PackedBoard {
  if (typeof value !== 'object' || value === null) return false;
  const { t, w, x } = value as Record<string, unknown>;
  if (typeof t !== 'string' || typeof w !== 'string' || typeof x !== 'string') return false;
  const tiles = t.split(' ');
  const keys = w.split(' ');
  const extra = x ? x.split(' ') : [];
  const isKey = (key: string) => WORD_KEY.test(key) && new Set(key).size === key.length;
  return (
    tiles.length === TILE_COUNT &&
    tiles.every((tile) => TILE.test(tile)) &&
    keys.every(isKey) &&
    extra.every(isKey) &&
    keys.filter((key) => key.length === 4).length === 5
  );
}

/** Validates the loaded pack (useAsset's validate). */
export function isPack(value: unknown): value is Pack {
  if (typeof value !== 'object' || value === null) return false;
  const { v, boards } = value as Record<string, unknown>;
  return v === PACK_VERSION && Array.isArray(boards) && boards.length > 0 && boards.every(isPackedBoard);
}

/** The five quartiles of a board: its 4-tile words. */
export const quartilesOf = (board: Board): TilePath[] => board.words.filter((path) => path.length === 4);
