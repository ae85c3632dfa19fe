// A 0x88 mailbox position: make/unmake, pseudo-legal generation with a legality check, attacks.
// Squares: index = row * 16 + file, row 0 is rank 8 (so a8 = 0, h1 = 119). Off-board when (sq & 0x88) != 0.
import { CASTLE_KEYS, EP_KEYS, PIECE_KEYS_HI, PIECE_KEYS_LO, SIDE_KEY_HI, SIDE_KEY_LO } from './zobrist';

export const PAWN = 1;
export const KNIGHT = 2;
export const BISHOP = 3;
export const ROOK = 4;
export const QUEEN = 5;
export const KING = 6;
export const WHITE = 0;
export const BLACK = 1;
/** Pieces are type | (color << 3): white 1..6, black 9..14; 0 is empty. */
export const BLACK_BIT = 8;

// Move flags (bits 17..20).
export const FLAG_CAPTURE = 1;
export const FLAG_EP = 2;
export const FLAG_CASTLE = 4;
export const FLAG_DOUBLE = 8;

export type Move = number;
export const moveFrom = (m: Move) => m & 0x7f;
export const moveTo = (m: Move) => (m >> 7) & 0x7f;
export const movePromo = (m: Move) => (m >> 14) & 7;
export const moveFlags = (m: Move) => (m >> 17) & 15;
export const encodeMove = (from: number, to: number, promo = 0, flags = 0): Move => from | (to << 7) | (promo << 14) | (flags << 17);

export const KNIGHT_STEPS = [-33, -31, -18, -14, 14, 18, 31, 33];
export const BISHOP_STEPS = [-17, -15, 15, 17];
export const ROOK_STEPS = [-16, -1, 1, 16];
export const KING_STEPS = [-17, -16, -15, -1, 1, 15, 16, 17];

const CASTLE_WK = 1;
const CASTLE_WQ = 2;
const CASTLE_BK = 4;
const CASTLE_BQ = 8;
// Castling rights kept after a move touches a square (rooks and kings on their start squares).
const CASTLE_MASK = new Uint8Array(128).fill(15);
CASTLE_MASK[0x70] = 15 & ~CASTLE_WQ;
CASTLE_MASK[0x77] = 15 & ~CASTLE_WK;
CASTLE_MASK[0x74] = 15 & ~(CASTLE_WK | CASTLE_WQ);
CASTLE_MASK[0x00] = 15 & ~CASTLE_BQ;
CASTLE_MASK[0x07] = 15 & ~CASTLE_BK;
CASTLE_MASK[0x04] = 15 & ~(CASTLE_BK | CASTLE_BQ);

export const squareName = (sq: number) => 'abcdefgh'[sq & 7] + String(8 - (sq >> 4));
export function parseSquare(name: string): number {
  const file = name.charCodeAt(0) - 97;
  const rank = name.charCodeAt(1) - 49;
  if (file < 0 || file > 7 || rank < 0 || rank > 7 || name.length !== 2) return -1;
  return (7 - rank) * 16 + file;
}
/** 0..63 with a8 = 0, for piece-square tables. */
export const to64 = (sq: number) => (sq >> 4) * 8 + (sq & 7);

const PIECE_CHARS = ' pnbrqk';
// A saved game holds at most 1000 moves (logic/serialize.ts) plus the search depth.
const MAX_PLY_HISTORY = 1200;

export class Position {
  board = new Uint8Array(128);
  side = WHITE;
  castling = 0;
  ep = -1;
  halfmove = 0;
  fullmove = 1;
  kings = [0, 0];
  hashLo = 0;
  hashHi = 0;
  /** Plies made since the root of the game record; hashes of earlier positions for repetition. */
  ply = 0;
  private histLo = new Int32Array(MAX_PLY_HISTORY);
  private histHi = new Int32Array(MAX_PLY_HISTORY);
  private undoCaptured = new Uint8Array(MAX_PLY_HISTORY);
  private undoCastling = new Uint8Array(MAX_PLY_HISTORY);
  private undoEp = new Int16Array(MAX_PLY_HISTORY);
  private undoHalfmove = new Int16Array(MAX_PLY_HISTORY);
  private undoMove = new Int32Array(MAX_PLY_HISTORY);

  static fromFen(fen: string): Position {
    const p = new Position();
    const [placement, side, castling, ep, half, full] = fen.trim().split(/\s+/);
    if (!placement || !side) throw new Error(`Bad FEN: ${fen}`);
    let row = 0;
    let file = 0;
    for (const ch of placement) {
      if (ch === '/') {
        row++;
        file = 0;
      } else if (ch >= '1' && ch <= '8') {
        file += Number(ch);
      } else {
        const type = PIECE_CHARS.indexOf(ch.toLowerCase());
        if (type <= 0 || row > 7 || file > 7) throw new Error(`Bad FEN: ${fen}`);
        const color = ch === ch.toLowerCase() ? BLACK : WHITE;
        const sq = row * 16 + file;
        p.board[sq] = type | (color << 3);
        if (type === KING) p.kings[color] = sq;
        file++;
      }
    }
    p.side = side === 'b' ? BLACK : WHITE;
    p.castling = 0;
    if (castling && castling !== '-') {
      if (castling.includes('K')) p.castling |= CASTLE_WK;
      if (castling.includes('Q')) p.castling |= CASTLE_WQ;
      if (castling.includes('k')) p.castling |= CASTLE_BK;
      if (castling.includes('q')) p.castling |= CASTLE_BQ;
    }
    p.ep = ep && ep !== '-' ? parseSquare(ep) : -1;
    p.halfmove = Number(half) || 0;
    p.fullmove = Number(full) || 1;
    p.computeHash();
    return p;
  }

  toFen(): string {
    let out = '';
    for (let row = 0; row < 8; row++) {
      let empty = 0;
      for (let file = 0; file < 8; file++) {
        const pc = this.board[row * 16 + file];
        if (!pc) {
          empty++;
          continue;
        }
        if (empty) out += empty;
        empty = 0;
        const ch = PIECE_CHARS[pc & 7];
        out += pc & BLACK_BIT ? ch : ch.toUpperCase();
      }
      if (empty) out += empty;
      if (row < 7) out += '/';
    }
    let c = '';
    if (this.castling & CASTLE_WK) c += 'K';
    if (this.castling & CASTLE_WQ) c += 'Q';
    if (this.castling & CASTLE_BK) c += 'k';
    if (this.castling & CASTLE_BQ) c += 'q';
    return `${out} ${this.side === WHITE ? 'w' : 'b'} ${c || '-'} ${this.ep >= 0 ? squareName(this.ep) : '-'} ${this.halfmove} ${this.fullmove}`;
  }

  computeHash(): void {
    let lo = 0;
    let hi = 0;
    for (let sq = 0; sq < 128; sq++) {
      if (sq & 0x88) continue;
      const pc = this.board[sq];
      if (pc) {
        lo ^= PIECE_KEYS_LO[pc * 128 + sq];
        hi ^= PIECE_KEYS_HI[pc * 128 + sq];
      }
    }
    if (this.side === BLACK) {
      lo ^= SIDE_KEY_LO;
      hi ^= SIDE_KEY_HI;
    }
    lo ^= CASTLE_KEYS[this.castling];
    if (this.ep >= 0) lo ^= EP_KEYS[this.ep & 7];
    this.hashLo = lo;
    this.hashHi = hi;
  }

  /** Is `sq` attacked by any piece of `by`? */
  isAttacked(sq: number, by: number): boolean {
    const b = this.board;
    const c = by << 3;
    // Pawns: a white pawn attacks upwards (row - 1), so it sits below the square (+15/+17).
    if (by === WHITE) {
      let s = sq + 15;
      if (!(s & 0x88) && b[s] === (PAWN | c)) return true;
      s = sq + 17;
      if (!(s & 0x88) && b[s] === (PAWN | c)) return true;
    } else {
      let s = sq - 15;
      if (!(s & 0x88) && b[s] === (PAWN | c)) return true;
      s = sq - 17;
      if (!(s & 0x88) && b[s] === (PAWN | c)) return true;
    }
    for (let i = 0; i < 8; i++) {
      const s = sq + KNIGHT_STEPS[i];
      if (!(s & 0x88) && b[s] === (KNIGHT | c)) return true;
    }
    for (let i = 0; i < 8; i++) {
      const s = sq + KING_STEPS[i];
      if (!(s & 0x88) && b[s] === (KING | c)) return true;
    }
    for (let i = 0; i < 4; i++) {
      const step = BISHOP_STEPS[i];
      let s = sq + step;
      while (!(s & 0x88)) {
        const pc = b[s];
        if (pc) {
          if (pc === (BISHOP | c) || pc === (QUEEN | c)) return true;
          break;
        }
        s += step;
      }
    }
    for (let i = 0; i < 4; i++) {
      const step = ROOK_STEPS[i];
      let s = sq + step;
      while (!(s & 0x88)) {
        const pc = b[s];
        if (pc) {
          if (pc === (ROOK | c) || pc === (QUEEN | c)) return true;
          break;
        }
        s += step;
      }
    }
    return false;
  }

  inCheck(side = this.side): boolean {
    return this.isAttacked(this.kings[side], side ^ 1);
  }

  /** Pseudo-legal moves into `out` from `start`; returns the new length. Captures only when `capturesOnly`. */
  generate(out: Int32Array, start: number, capturesOnly = false): number {
    const b = this.board;
    const us = this.side;
    const them = us ^ 1;
    let n = start;
    const push = (from: number, to: number, flags: number) => {
      out[n++] = encodeMove(from, to, 0, flags);
    };
    for (let from = 0; from < 128; from++) {
      if (from & 0x88) {
        from += 7;
        continue;
      }
      const pc = b[from];
      if (!pc || pc >> 3 !== us) continue;
      const type = pc & 7;
      if (type === PAWN) {
        const dir = us === WHITE ? -16 : 16;
        const startRow = us === WHITE ? 6 : 1;
        const promoRow = us === WHITE ? 0 : 7;
        const one = from + dir;
        if (!(one & 0x88) && !b[one]) {
          if (one >> 4 === promoRow) {
            for (let p = QUEEN; p >= KNIGHT; p--) {
              if (!capturesOnly || p === QUEEN) out[n++] = encodeMove(from, one, p, 0);
            }
          } else if (!capturesOnly) {
            push(from, one, 0);
            const two = one + dir;
            if (from >> 4 === startRow && !b[two]) push(from, two, FLAG_DOUBLE);
          }
        }
        for (let side = -1; side <= 1; side += 2) {
          const to = one + side;
          if (to & 0x88) continue;
          const target = b[to];
          if (target && target >> 3 === them) {
            if (to >> 4 === promoRow) {
              for (let p = QUEEN; p >= KNIGHT; p--) out[n++] = encodeMove(from, to, p, FLAG_CAPTURE);
            } else push(from, to, FLAG_CAPTURE);
          } else if (to === this.ep) {
            push(from, to, FLAG_CAPTURE | FLAG_EP);
          }
        }
        continue;
      }
      if (type === KNIGHT || type === KING) {
        const steps = type === KNIGHT ? KNIGHT_STEPS : KING_STEPS;
        for (let i = 0; i < 8; i++) {
          const to = from + steps[i];
          if (to & 0x88) continue;
          const target = b[to];
          if (!target) {
            if (!capturesOnly) push(from, to, 0);
          } else if (target >> 3 === them) push(from, to, FLAG_CAPTURE);
        }
        if (type === KING && !capturesOnly) n = this.generateCastles(out, n);
        continue;
      }
      const slideSteps = type === BISHOP ? BISHOP_STEPS : type === ROOK ? ROOK_STEPS : KING_STEPS;
      for (let i = 0; i < slideSteps.length; i++) {
        const step = slideSteps[i];
        let to = from + step;
        while (!(to & 0x88)) {
          const target = b[to];
          if (!target) {
            if (!capturesOnly) push(from, to, 0);
          } else {
            if (target >> 3 === them) push(from, to, FLAG_CAPTURE);
            break;
          }
          to += step;
        }
      }
    }
    return n;
  }

  private generateCastles(out: Int32Array, n: number): number {
    const b = this.board;
    const us = this.side;
    const them = us ^ 1;
    const home = us === WHITE ? 0x74 : 0x04;
    if (this.kings[us] !== home) return n;
    const kingSide = us === WHITE ? CASTLE_WK : CASTLE_BK;
    const queenSide = us === WHITE ? CASTLE_WQ : CASTLE_BQ;
    if (!(this.castling & (kingSide | queenSide)) || this.isAttacked(home, them)) return n;
    if (this.castling & kingSide && !b[home + 1] && !b[home + 2] && b[home + 3] === (ROOK | (us << 3)) && !this.isAttacked(home + 1, them) && !this.isAttacked(home + 2, them)) {
      out[n++] = encodeMove(home, home + 2, 0, FLAG_CASTLE);
    }
    if (this.castling & queenSide && !b[home - 1] && !b[home - 2] && !b[home - 3] && b[home - 4] === (ROOK | (us << 3)) && !this.isAttacked(home - 1, them) && !this.isAttacked(home - 2, them)) {
      out[n++] = encodeMove(home, home - 2, 0, FLAG_CASTLE);
    }
    return n;
  }

  private xorPiece(pc: number, sq: number): void {
    this.hashLo ^= PIECE_KEYS_LO[pc * 128 + sq];
    this.hashHi ^= PIECE_KEYS_HI[pc * 128 + sq];
  }

  /** Makes a pseudo-legal move; returns false (and leaves the position unchanged) when it leaves the own king in check. */
  make(m: Move): boolean {
    const b = this.board;
    const from = moveFrom(m);
    const to = moveTo(m);
    const flags = moveFlags(m);
    const promo = movePromo(m);
    const us = this.side;
    const pc = b[from];
    const i = this.ply;
    this.histLo[i] = this.hashLo;
    this.histHi[i] = this.hashHi;
    this.undoCastling[i] = this.castling;
    this.undoEp[i] = this.ep;
    this.undoHalfmove[i] = this.halfmove;
    this.undoMove[i] = m;

    let captured = 0;
    if (flags & FLAG_EP) {
      const capSq = to + (us === WHITE ? 16 : -16);
      captured = b[capSq];
      b[capSq] = 0;
      this.xorPiece(captured, capSq);
    } else if (b[to]) {
      captured = b[to];
      this.xorPiece(captured, to);
    }
    this.undoCaptured[i] = captured;

    this.xorPiece(pc, from);
    b[from] = 0;
    const placed = promo ? promo | (us << 3) : pc;
    b[to] = placed;
    this.xorPiece(placed, to);
    if ((pc & 7) === KING) {
      this.kings[us] = to;
      if (flags & FLAG_CASTLE) {
        const kingSide = to > from;
        const rookFrom = kingSide ? from + 3 : from - 4;
        const rookTo = kingSide ? from + 1 : from - 1;
        const rook = b[rookFrom];
        b[rookFrom] = 0;
        b[rookTo] = rook;
        this.xorPiece(rook, rookFrom);
        this.xorPiece(rook, rookTo);
      }
    }

    this.hashLo ^= CASTLE_KEYS[this.castling];
    this.castling &= CASTLE_MASK[from] & CASTLE_MASK[to];
    this.hashLo ^= CASTLE_KEYS[this.castling];
    if (this.ep >= 0) this.hashLo ^= EP_KEYS[this.ep & 7];
    this.ep = flags & FLAG_DOUBLE ? (from + to) >> 1 : -1;
    if (this.ep >= 0) this.hashLo ^= EP_KEYS[this.ep & 7];
    this.halfmove = captured || (pc & 7) === PAWN ? 0 : this.halfmove + 1;
    if (us === BLACK) this.fullmove++;
    this.side = us ^ 1;
    this.hashLo ^= SIDE_KEY_LO;
    this.hashHi ^= SIDE_KEY_HI;
    this.ply++;

    if (this.isAttacked(this.kings[us], us ^ 1)) {
      this.unmake();
      return false;
    }
    return true;
  }

  unmake(): void {
    const b = this.board;
    this.ply--;
    const i = this.ply;
    const m = this.undoMove[i];
    const from = moveFrom(m);
    const to = moveTo(m);
    const flags = moveFlags(m);
    this.side ^= 1;
    const us = this.side;
    const moved = b[to];
    b[from] = movePromo(m) ? PAWN | (us << 3) : moved;
    b[to] = 0;
    const captured = this.undoCaptured[i];
    if (flags & FLAG_EP) b[to + (us === WHITE ? 16 : -16)] = captured;
    else b[to] = captured;
    if ((moved & 7) === KING) {
      this.kings[us] = from;
      if (flags & FLAG_CASTLE) {
        const kingSide = to > from;
        const rookFrom = kingSide ? from + 3 : from - 4;
        const rookTo = kingSide ? from + 1 : from - 1;
        b[rookFrom] = b[rookTo];
        b[rookTo] = 0;
      }
    }
    if (us === BLACK) this.fullmove--;
    this.castling = this.undoCastling[i];
    this.ep = this.undoEp[i];
    this.halfmove = this.undoHalfmove[i];
    this.hashLo = this.histLo[i];
    this.hashHi = this.histHi[i];
  }

  /** A null move (pass) for null-move pruning. */
  makeNull(): void {
    const i = this.ply;
    this.histLo[i] = this.hashLo;
    this.histHi[i] = this.hashHi;
    this.undoEp[i] = this.ep;
    this.undoHalfmove[i] = this.halfmove;
    this.undoMove[i] = 0;
    if (this.ep >= 0) this.hashLo ^= EP_KEYS[this.ep & 7];
    this.ep = -1;
    this.halfmove++;
    this.side ^= 1;
    this.hashLo ^= SIDE_KEY_LO;
    this.hashHi ^= SIDE_KEY_HI;
    this.ply++;
  }

  unmakeNull(): void {
    this.ply--;
    const i = this.ply;
    this.side ^= 1;
    this.ep = this.undoEp[i];
    this.halfmove = this.undoHalfmove[i];
    this.hashLo = this.histLo[i];
    this.hashHi = this.histHi[i];
  }

  /** The current position occurred before (since the last irreversible move): a repetition counts as a draw in search. */
  isRepetition(): boolean {
    const stop = Math.max(0, this.ply - this.halfmove);
    for (let i = this.ply - 2; i >= stop; i -= 2) {
      if (this.histLo[i] === this.hashLo && this.histHi[i] === this.hashHi) return true;
    }
    return false;
  }

  /** All legal moves (slow path for the root, tests and the UI). */
  legalMoves(): Move[] {
    const buf = new Int32Array(256);
    const n = this.generate(buf, 0);
    const result: Move[] = [];
    for (let i = 0; i < n; i++) {
      if (this.make(buf[i])) {
        this.unmake();
        result.push(buf[i]);
      }
    }
    return result;
  }

  /** 'e2e4', 'e7e8q'. */
  static uci(m: Move): string {
    const promo = movePromo(m);
    return squareName(moveFrom(m)) + squareName(moveTo(m)) + (promo ? PIECE_CHARS[promo] : '');
  }

  /** The legal move with this UCI text, or 0. */
  findUci(text: string): Move {
    for (const m of this.legalMoves()) if (Position.uci(m) === text) return m;
    return 0;
  }
}
