// The rules: the standard start, legal moves, playing a move (with flips), automatic passes and the end.
// A game is its list of placed squares; positions are replayed from the start (at most 60 moves, cheap).
import { bit, count, flips, has, legalMoves, squares, type Bits } from './bitboard';

export type Side = 'black' | 'white';
export const other = (side: Side): Side => (side === 'black' ? 'white' : 'black');

export interface Position {
  black: Bits;
  white: Bits;
  toMove: Side;
}

/** What one placement did, for the last-move marker, the flip animation and announcements. */
export interface MoveEvent {
  side: Side;
  square: number;
  flipped: number[];
  /** The side that had to pass after this move (no legal move), if any. */
  passed: Side | null;
}

export interface Replay {
  position: Position;
  events: MoveEvent[];
  over: boolean;
}

/** White on d4/e5, black on d5/e4; Black moves first. */
export function startPosition(): Position {
  const white = [27, 36].reduce<Bits>((acc, s) => or(acc, bit(s)), [0, 0]);
  const black = [28, 35].reduce<Bits>((acc, s) => or(acc, bit(s)), [0, 0]);
  return { black, white, toMove: 'black' };
}

const or = (a: Bits, b: Bits): Bits => [a[0] | b[0], a[1] | b[1]];

export const mine = (p: Position, side: Side = p.toMove): Bits => (side === 'black' ? p.black : p.white);

/** Legal squares for a side (default: the side to move), ascending. */
export function movesFor(p: Position, side: Side = p.toMove): number[] {
  const me = mine(p, side);
  const them = mine(p, other(side));
  const [h, l] = legalMoves(me[0], me[1], them[0], them[1]);
  return squares(h, l);
}

export const isOver = (p: Position): boolean => movesFor(p, 'black').length === 0 && movesFor(p, 'white').length === 0;

/** Plays a legal square for the side to move, then passes automatically if the next side cannot move. */
export function play(p: Position, square: number): { position: Position; event: MoveEvent } | null {
  const side = p.toMove;
  const me = mine(p, side);
  const them = mine(p, other(side));
  if (has(me[0], me[1], square) || has(them[0], them[1], square)) return null;
  const [fh, fl] = flips(me[0], me[1], them[0], them[1], square);
  if (fh === 0 && fl === 0) return null;
  const [bh, bl] = bit(square);
  const meAfter: Bits = [me[0] | fh | bh, me[1] | fl | bl];
  const themAfter: Bits = [them[0] & ~fh, them[1] & ~fl];
  let next: Position = side === 'black' ? { black: meAfter, white: themAfter, toMove: 'white' } : { black: themAfter, white: meAfter, toMove: 'black' };
  let passed: Side | null = null;
  if (movesFor(next).length === 0 && movesFor(next, side).length > 0) {
    passed = next.toMove;
    next = { ...next, toMove: side };
  }
  return { position: next, event: { side, square, flipped: squares(fh, fl), passed } };
}

/** Replays placements from the start; stops at the first illegal one (a corrupt save). */
export function replay(moves: readonly number[]): Replay & { valid: boolean } {
  let position = startPosition();
  const events: MoveEvent[] = [];
  for (const square of moves) {
    const played = play(position, square);
    if (!played) return { position, events, over: isOver(position), valid: false };
    position = played.position;
    events.push(played.event);
  }
  return { position, events, over: isOver(position), valid: true };
}

export function discCount(p: Position): { black: number; white: number } {
  return { black: count(p.black[0], p.black[1]), white: count(p.white[0], p.white[1]) };
}

/** The winner when the game is over (null: a draw). */
export function winner(p: Position): Side | null {
  const { black, white } = discCount(p);
  return black === white ? null : black > white ? 'black' : 'white';
}

/** What is on a square. */
export function discAt(p: Position, square: number): Side | null {
  if (has(p.black[0], p.black[1], square)) return 'black';
  if (has(p.white[0], p.white[1], square)) return 'white';
  return null;
}

const FILES = 'abcdefgh';
/** "d3": column letter, row number from the top (as Othello boards are labelled). */
export const squareName = (square: number): string => `${FILES[square & 7]}${(square >> 3) + 1}`;
