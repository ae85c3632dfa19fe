// The tiles the player has put on the board but not played yet: which rack tile went to which square, typing
// at a cursor that walks across or down past taken squares, Backspace, and recall.
import { SIZE, colOf, rowOf } from './board';
import type { Direction, Placement } from './placement';

export interface PendingTile {
  square: number;
  /** Index of the tile on the rack. */
  rackIndex: number;
  /** 'A'–'Z', or 'a'–'z' for a blank standing for that letter. */
  letter: string;
}

export const toPlacements = (pending: readonly PendingTile[]): Placement[] => pending.map(({ square, letter }) => ({ square, letter }));

export const pendingAt = (pending: readonly PendingTile[], square: number) => pending.find((p) => p.square === square);

export const isRackIndexUsed = (pending: readonly PendingTile[], index: number) => pending.some((p) => p.rackIndex === index);

const isFree = (board: string, pending: readonly PendingTile[], square: number) => board[square] === '.' && !pendingAt(pending, square);

/** Puts rack tile `rackIndex` on `square` (moving it if it was elsewhere); the same list when not allowed. */
export function placeTile(board: string, rack: string, pending: readonly PendingTile[], rackIndex: number, square: number, letter: string): PendingTile[] {
  if (rackIndex < 0 || rackIndex >= rack.length || board[square] !== '.') return [...pending];
  const rest = pending.filter((p) => p.rackIndex !== rackIndex && p.square !== square);
  return [...rest, { square, rackIndex, letter }];
}

export const removeTile = (pending: readonly PendingTile[], square: number) => pending.filter((p) => p.square !== square);

/** The next square from `from` along `direction` (not counting `from`), or null at the edge. */
export function stepSquare(from: number, direction: Direction, by = 1): number | null {
  const row = rowOf(from) + (direction === 'down' ? by : 0);
  const col = colOf(from) + (direction === 'across' ? by : 0);
  return row >= 0 && row < SIZE && col >= 0 && col < SIZE ? row * SIZE + col : null;
}

/** The first free square at or after `from` along `direction`, or null. */
export function freeSquareFrom(board: string, pending: readonly PendingTile[], from: number, direction: Direction): number | null {
  for (let s: number | null = from; s !== null; s = stepSquare(s, direction)) if (isFree(board, pending, s)) return s;
  return null;
}

export interface Typed {
  pending: PendingTile[];
  /** Where the cursor goes next (the next free square, or stays at the edge). */
  cursor: number;
}

/** A letter typed at the cursor: a tile with that letter from the rack, else a blank as that letter. */
export function typeLetter(board: string, rack: string, pending: readonly PendingTile[], cursor: number, direction: Direction, key: string): Typed | null {
  const letter = key.toUpperCase();
  if (!/^[A-Z]$/.test(letter)) return null;
  const square = freeSquareFrom(board, pending, cursor, direction);
  if (square === null) return null;
  const unused = (tile: string) => [...rack].findIndex((t, i) => t === tile && !isRackIndexUsed(pending, i));
  let index = unused(letter);
  let placed = letter;
  if (index < 0) {
    index = unused('?');
    placed = letter.toLowerCase();
  }
  if (index < 0) return null;
  const next = [...pending, { square, rackIndex: index, letter: placed }];
  const after = stepSquare(square, direction);
  const free = after === null ? null : freeSquareFrom(board, next, after, direction);
  return { pending: next, cursor: free ?? after ?? square };
}

/** Backspace: takes back the tile placed last and puts the cursor on its square. */
export function backspace(pending: readonly PendingTile[]): Typed | null {
  const last = pending[pending.length - 1];
  if (!last) return null;
  return { pending: pending.slice(0, -1), cursor: last.square };
}

/** The rack with its tiles in a new order; pending tiles follow their tile. */
export function reorderRack(rack: string, pending: readonly PendingTile[], order: readonly number[]): { rack: string; pending: PendingTile[] } {
  const newRack = order.map((i) => rack[i]).join('');
  return { rack: newRack, pending: pending.map((p) => ({ ...p, rackIndex: order.indexOf(p.rackIndex) })) };
}

/** A whole move (a hint) as pending tiles: each letter from its own rack tile, a blank for a lower-case letter. */
export function pendingFromMove(rack: string, placements: readonly Placement[]): PendingTile[] {
  const used = new Set<number>();
  return placements.map(({ square, letter }) => {
    const tile = letter >= 'a' ? '?' : letter;
    const rackIndex = [...rack].findIndex((t, i) => t === tile && !used.has(i));
    used.add(rackIndex);
    return { square, rackIndex, letter };
  });
}
