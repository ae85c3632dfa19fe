// Zobrist keys from a fixed xorshift generator, so hashes are the same in every run.
let state = 0x9e3779b9 | 0;
function next(): number {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return state | 0;
}

/** Indexed by piece * 128 + square (pieces 1..14, 0x88 squares). */
export const PIECE_KEYS_LO = new Int32Array(16 * 128);
export const PIECE_KEYS_HI = new Int32Array(16 * 128);
for (let i = 0; i < PIECE_KEYS_LO.length; i++) {
  PIECE_KEYS_LO[i] = next();
  PIECE_KEYS_HI[i] = next();
}
export const SIDE_KEY_LO = next();
export const SIDE_KEY_HI = next();
export const CASTLE_KEYS = new Int32Array(16);
for (let i = 0; i < 16; i++) CASTLE_KEYS[i] = next();
export const EP_KEYS = new Int32Array(8);
for (let i = 0; i < 8; i++) EP_KEYS[i] = next();
