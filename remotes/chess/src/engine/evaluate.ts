// Tapered evaluation: material plus middlegame/endgame piece-square tables blended by game phase,
// with a few pawn and rook terms. Tables are built from simple formulas (centre, advancement, king shelter).
import { BISHOP, BLACK, KING, KNIGHT, PAWN, QUEEN, ROOK, WHITE, type Position } from './position';

export const MG_VALUE = [0, 100, 320, 335, 490, 960, 0];
export const EG_VALUE = [0, 120, 300, 320, 540, 1000, 0];
const PHASE = [0, 0, 1, 1, 2, 4, 0];
/** A small bonus for the side to move (having the move is worth something). */
export const TEMPO = 10;
const TOTAL_PHASE = 24;

/** [piece type][0..63 with a8 = 0, seen from white] for middlegame and endgame. */
const MG_PST: Int16Array[] = [];
const EG_PST: Int16Array[] = [];

function build(): void {
  for (let t = 0; t <= KING; t++) {
    MG_PST.push(new Int16Array(64));
    EG_PST.push(new Int16Array(64));
  }
  for (let sq = 0; sq < 64; sq++) {
    const row = sq >> 3;
    const file = sq & 7;
    const rank = 7 - row; // 0 = first rank for white
    const centre = 7 - Math.abs(file - 3.5) - Math.abs(row - 3.5); // 0..6
    const central = file === 3 || file === 4;
    // Pawns: advance, occupy the centre, become dangerous near promotion.
    MG_PST[PAWN][sq] = rank === 0 || rank === 7 ? 0 : 4 * (rank - 1) + (central && rank >= 3 && rank <= 4 ? 18 : 0) + (central && rank === 1 ? -12 : 0) + (rank === 6 ? 30 : 0);
    EG_PST[PAWN][sq] = rank === 0 || rank === 7 ? 0 : [0, 0, 4, 10, 22, 40, 70][rank];
    MG_PST[KNIGHT][sq] = 7 * centre - 24 + (rank === 0 ? -8 : 0);
    EG_PST[KNIGHT][sq] = 5 * centre - 18;
    MG_PST[BISHOP][sq] = 3 * centre - 8 + (rank === 0 ? -8 : 0) + (row === file || row + file === 7 ? 6 : 0);
    EG_PST[BISHOP][sq] = 3 * centre - 10;
    MG_PST[ROOK][sq] = (rank === 6 ? 22 : 0) + (central ? 6 : 0) + (file === 0 || file === 7 ? -4 : 0);
    EG_PST[ROOK][sq] = rank === 6 ? 12 : 0;
    MG_PST[QUEEN][sq] = 2 * centre - 6 + (rank === 0 ? -2 : 0);
    EG_PST[QUEEN][sq] = 4 * centre - 14;
    // King: shelter behind pawns in the middlegame (castled corners), centralise in the endgame.
    const shelter = [22, 30, 12, -8, -4, -10, 32, 20][file];
    MG_PST[KING][sq] = rank === 0 ? shelter : rank === 1 ? shelter / 2 - 14 : -30 - 8 * rank;
    EG_PST[KING][sq] = 8 * centre - 26;
  }
}
build();

const pawnFiles = [new Int8Array(10), new Int8Array(10)];
const pawnMostAdvanced = [new Int8Array(10), new Int8Array(10)];

/** Score in centipawns from the side to move's point of view. */
export function evaluate(pos: Position): number {
  const b = pos.board;
  let mg = 0;
  let eg = 0;
  let phase = 0;
  let bishopsW = 0;
  let bishopsB = 0;
  const filesW = pawnFiles[WHITE];
  const filesB = pawnFiles[BLACK];
  filesW.fill(0);
  filesB.fill(0);
  // Rows of the most advanced pawns per file: white takes the smallest row, black the largest (for passers).
  const minRowW = pawnMostAdvanced[WHITE].fill(8);
  const maxRowB = pawnMostAdvanced[BLACK].fill(-1);
  for (let sq = 0; sq < 120; sq++) {
    if (sq & 0x88) {
      sq += 7;
      continue;
    }
    const pc = b[sq];
    if (!pc) continue;
    const type = pc & 7;
    const row = sq >> 4;
    const file = sq & 7;
    const s64 = row * 8 + file;
    phase += PHASE[type];
    if (pc & 8) {
      const m = s64 ^ 56;
      mg -= MG_VALUE[type] + MG_PST[type][m];
      eg -= EG_VALUE[type] + EG_PST[type][m];
      if (type === BISHOP) bishopsB++;
      else if (type === PAWN) {
        filesB[file + 1]++;
        if (row > maxRowB[file + 1]) maxRowB[file + 1] = row;
      }
    } else {
      mg += MG_VALUE[type] + MG_PST[type][s64];
      eg += EG_VALUE[type] + EG_PST[type][s64];
      if (type === BISHOP) bishopsW++;
      else if (type === PAWN) {
        filesW[file + 1]++;
        if (row < minRowW[file + 1]) minRowW[file + 1] = row;
      }
    }
  }
  if (bishopsW >= 2) {
    mg += 25;
    eg += 45;
  }
  if (bishopsB >= 2) {
    mg -= 25;
    eg -= 45;
  }
  // Pawn structure: doubled, isolated and passed pawns.
  for (let f = 1; f <= 8; f++) {
    const w = filesW[f];
    const k = filesB[f];
    if (w > 1) {
      mg -= 10 * (w - 1);
      eg -= 20 * (w - 1);
    }
    if (k > 1) {
      mg += 10 * (k - 1);
      eg += 20 * (k - 1);
    }
    if (w && !filesW[f - 1] && !filesW[f + 1]) {
      mg -= 10;
      eg -= 12;
    }
    if (k && !filesB[f - 1] && !filesB[f + 1]) {
      mg += 10;
      eg += 12;
    }
    if (w) {
      // A white pawn is passed when no black pawn is ahead of it on this or an adjacent file.
      const row = minRowW[f];
      if (maxRowB[f] < row && maxRowB[f - 1] < row && maxRowB[f + 1] < row) {
        const rank = 7 - row;
        mg += rank * 5;
        eg += rank * rank * 4;
      }
    }
    if (k) {
      const row = maxRowB[f];
      if (minRowW[f] > row && minRowW[f - 1] > row && minRowW[f + 1] > row) {
        const rank = row;
        mg -= rank * 5;
        eg -= rank * rank * 4;
      }
    }
  }
  // Rooks on open and half-open files.
  for (let sq = 0; sq < 120; sq++) {
    if (sq & 0x88) {
      sq += 7;
      continue;
    }
    const pc = b[sq];
    if ((pc & 7) !== ROOK) continue;
    const f = (sq & 7) + 1;
    if (pc & 8) {
      if (!filesB[f]) mg -= filesW[f] ? 8 : 18;
    } else if (!filesW[f]) mg += filesB[f] ? 8 : 18;
  }
  if (phase > TOTAL_PHASE) phase = TOTAL_PHASE;
  const score = (mg * phase + eg * (TOTAL_PHASE - phase)) / TOTAL_PHASE;
  // Round halves away from zero on both sides: Math.round(-2.5) is -2, which scored a position 1 cp
  // differently from its colour-mirrored twin.
  const rounded = score < 0 ? -Math.round(-score) : Math.round(score);
  const fromWhite = rounded + (pos.side === WHITE ? TEMPO : -TEMPO);
  return pos.side === WHITE ? fromWhite : -fromWhite;
}

/** No pawns, rooks or queens and at most one minor piece on the board: nobody can mate. */
export function insufficientMaterial(pos: Position): boolean {
  let minors = 0;
  for (let sq = 0; sq < 120; sq++) {
    if (sq & 0x88) {
      sq += 7;
      continue;
    }
    const t = pos.board[sq] & 7;
    if (t === PAWN || t === ROOK || t === QUEEN) return false;
    if (t === KNIGHT || t === BISHOP) minors++;
  }
  return minors <= 1;
}
