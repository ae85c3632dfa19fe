// The shapes of a Tango puzzle: a square grid of suns and moons with = and × signs between neighbours.

export const EMPTY = 0;
export const SUN = 1;
export const MOON = 2;
/** A cell's content: 0 empty, 1 sun, 2 moon. */
export type CellValue = typeof EMPTY | typeof SUN | typeof MOON;
/** A filled cell. */
export type Symbol = typeof SUN | typeof MOON;

/** Cells in row-major order: index = row * size + col. */
export type Board = readonly CellValue[];

export type SignKind = 'equal' | 'opposite';

/** A sign between cell (row, col) and its right ('right') or lower ('down') neighbour. */
export interface Sign {
  row: number;
  col: number;
  direction: 'right' | 'down';
  kind: SignKind;
}

export type Difficulty = 'easy' | 'medium' | 'hard';

export interface TangoPuzzle {
  /** Side length (even). */
  size: number;
  /** Locked starting symbols; EMPTY where the player fills in. */
  givens: Board;
  signs: readonly Sign[];
  /** The one solution. */
  solution: Board;
  difficulty: Difficulty;
  seed: string;
}

export function opposite(symbol: Symbol): Symbol {
  return symbol === SUN ? MOON : SUN;
}

export function symbolName(symbol: Symbol, plural = false): string {
  return (symbol === SUN ? 'sun' : 'moon') + (plural ? 's' : '');
}

/** The index of the second cell of a sign. */
export function signOtherIndex(sign: Sign, size: number): number {
  return sign.direction === 'right' ? sign.row * size + sign.col + 1 : (sign.row + 1) * size + sign.col;
}
