// Reversi bitboards as two 32-bit halves: square s = row * 8 + col; `lo` holds squares 0–31 (rows 1–4 from
// the top), `hi` squares 32–63. Numbers, not BigInt, so the engine searches fast. Pure, no allocation in the
// hot paths except the small results.

/** A set of squares: [hi, lo] as signed 32-bit integers (bit operations only). */
export type Bits = readonly [hi: number, lo: number];

export const NOT_A = 0xfefefefe | 0; // every square but column a (col 0)
export const NOT_H = 0x7f7f7f7f; // every square but column h (col 7)

/** Bits set in a 32-bit integer. */
export function popcount32(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export const count = (h: number, l: number): number => popcount32(h) + popcount32(l);

export const has = (h: number, l: number, s: number): boolean => (s < 32 ? (l >>> s) & 1 : (h >>> (s - 32)) & 1) === 1;

/** The one-square set of s. */
export function bit(s: number): Bits {
  return s < 32 ? [0, (1 << s) | 0] : [(1 << (s - 32)) | 0, 0];
}

/** Squares in a set, ascending. */
export function squares(h: number, l: number): number[] {
  const out: number[] = [];
  for (let x = l; x !== 0; x &= x - 1) out.push(31 - Math.clz32(x & -x));
  for (let x = h; x !== 0; x &= x - 1) out.push(63 - Math.clz32(x & -x));
  return out;
}

// Shift results, to avoid allocating pairs in the move generator.
let SH = 0;
let SL = 0;

/** Shifts a set one step in direction d (0 E, 1 W, 2 S, 3 N, 4 SE, 5 SW, 6 NE, 7 NW), dropping wrapped bits. */
function shift(d: number, h: number, l: number): void {
  switch (d) {
    case 0: // E: +1
      SH = ((h << 1) | (l >>> 31)) & NOT_A;
      SL = (l << 1) & NOT_A;
      return;
    case 1: // W: -1
      SL = ((l >>> 1) | (h << 31)) & NOT_H;
      SH = (h >>> 1) & NOT_H;
      return;
    case 2: // S: +8
      SH = (h << 8) | (l >>> 24);
      SL = l << 8;
      return;
    case 3: // N: -8
      SL = (l >>> 8) | (h << 24);
      SH = h >>> 8;
      return;
    case 4: // SE: +9
      SH = ((h << 9) | (l >>> 23)) & NOT_A;
      SL = (l << 9) & NOT_A;
      return;
    case 5: // SW: +7
      SH = ((h << 7) | (l >>> 25)) & NOT_H;
      SL = (l << 7) & NOT_H;
      return;
    case 6: // NE: -7
      SL = ((l >>> 7) | (h << 25)) & NOT_A;
      SH = (h >>> 7) & NOT_A;
      return;
    default: // NW: -9
      SL = ((l >>> 9) | (h << 23)) & NOT_H;
      SH = (h >>> 9) & NOT_H;
  }
}

// Legal-move result halves (read right after legalMoves).
let MH = 0;
let ML = 0;

/** The squares where the player (ph, pl) may move against the opponent (oh, ol). Returns [hi, lo]. */
export function legalMoves(ph: number, pl: number, oh: number, ol: number): Bits {
  legalInto(ph, pl, oh, ol);
  return [MH, ML];
}

/** Legal move count, without allocating. */
export function mobility(ph: number, pl: number, oh: number, ol: number): number {
  legalInto(ph, pl, oh, ol);
  return count(MH, ML);
}

function legalInto(ph: number, pl: number, oh: number, ol: number): void {
  const eh = ~(ph | oh);
  const el = ~(pl | ol);
  let mh = 0;
  let ml = 0;
  for (let d = 0; d < 8; d++) {
    shift(d, ph, pl);
    let th = SH & oh;
    let tl = SL & ol;
    for (let i = 0; i < 5; i++) {
      shift(d, th, tl);
      th |= SH & oh;
      tl |= SL & ol;
    }
    shift(d, th, tl);
    mh |= SH & eh;
    ml |= SL & el;
  }
  MH = mh;
  ML = ml;
}

const ROW_STEP = [0, 0, 1, -1, 1, 1, -1, -1];
const COL_STEP = [1, -1, 0, 0, 1, -1, 1, -1];

/** For each square and direction, the squares along the ray (nearest first). */
const RAYS: number[][][] = Array.from({ length: 64 }, (_, s) =>
  ROW_STEP.map((dr, d) => {
    const ray: number[] = [];
    for (let r = (s >> 3) + dr, c = (s & 7) + COL_STEP[d]; r >= 0 && r < 8 && c >= 0 && c < 8; r += dr, c += COL_STEP[d]) ray.push(r * 8 + c);
    return ray;
  }),
);

/** The opponent discs a move at s flips (empty set when s is not legal). Returns [hi, lo]. */
export function flips(ph: number, pl: number, oh: number, ol: number, s: number): Bits {
  let fh = 0;
  let fl = 0;
  const rays = RAYS[s];
  for (let d = 0; d < 8; d++) {
    const ray = rays[d];
    let rh = 0;
    let rl = 0;
    for (let i = 0; i < ray.length; i++) {
      const q = ray[i];
      if (has(oh, ol, q)) {
        if (q < 32) rl |= 1 << q;
        else rh |= 1 << (q - 32);
      } else {
        if (has(ph, pl, q)) {
          fh |= rh;
          fl |= rl;
        }
        break;
      }
    }
  }
  return [fh, fl];
}
