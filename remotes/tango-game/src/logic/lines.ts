// Rows and columns as "lines": the unit every Tango rule talks about.
import type { Sign } from './types';

export interface Line {
  /** 'Row 2' or 'Column 5' (1-based, for people). */
  name: string;
  kind: 'row' | 'column';
  /** Cell indices in order along the line. */
  cells: readonly number[];
  /** Bit i set: an = sign between positions i and i + 1 of this line. */
  equalBits: number;
  /** Bit i set: an × sign between positions i and i + 1 of this line. */
  oppositeBits: number;
}

/** All rows then all columns, with each line's signs as bit masks. */
export function buildLines(size: number, signs: readonly Sign[]): Line[] {
  const lines: Line[] = [];
  for (let row = 0; row < size; row++) {
    lines.push({ name: `Row ${row + 1}`, kind: 'row', cells: Array.from({ length: size }, (_, col) => row * size + col), equalBits: 0, oppositeBits: 0 });
  }
  for (let col = 0; col < size; col++) {
    lines.push({ name: `Column ${col + 1}`, kind: 'column', cells: Array.from({ length: size }, (_, row) => row * size + col), equalBits: 0, oppositeBits: 0 });
  }
  for (const sign of signs) {
    const line = sign.direction === 'right' ? lines[sign.row] : lines[size + sign.col];
    const position = sign.direction === 'right' ? sign.col : sign.row;
    if (sign.kind === 'equal') line.equalBits |= 1 << position;
    else line.oppositeBits |= 1 << position;
  }
  return lines;
}

const patternCache = new Map<number, readonly number[]>();

/**
 * Every valid filling of one line as a bit mask (bit i set = sun at position i):
 * half suns, half moons, never three equal symbols in a row.
 */
export function linePatterns(size: number): readonly number[] {
  const cached = patternCache.get(size);
  if (cached) return cached;
  const patterns: number[] = [];
  const full = (1 << size) - 1;
  for (let mask = 0; mask <= full; mask++) {
    if (popcount(mask) !== size / 2) continue;
    if (hasTriple(mask, size) || hasTriple(~mask & full, size)) continue;
    patterns.push(mask);
  }
  patternCache.set(size, patterns);
  return patterns;
}

function hasTriple(mask: number, size: number): boolean {
  return (mask & (mask >> 1) & (mask >> 2) & ((1 << (size - 2)) - 1)) !== 0;
}

export function popcount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest; rest &= rest - 1) count++;
  return count;
}

/** True when a full line pattern satisfies the line's = and × signs. */
export function patternKeepsSigns(pattern: number, equalBits: number, oppositeBits: number): boolean {
  const differs = pattern ^ (pattern >> 1);
  return (differs & equalBits) === 0 && (differs & oppositeBits) === oppositeBits;
}
