// Pencil-mark candidates: for each empty cell, the digits no peer already holds.
import {
  ALL_DIGITS as ALL_DIGITSBinding,
  CELL_COUNT as CELL_COUNTBinding,
  PEERS as PEERSBinding,
  bit as bitBinding,
  type Grid,
} from './grid';

// Local copies: hot loops read these often, and transpiled module bindings are getters.
const ALL_DIGITS = ALL_DIGITSBinding;
const CELL_COUNT = CELL_COUNTBinding;
const PEERS = PEERSBinding;
const bit = bitBinding;

/** Candidate masks (bit d-1 = digit d) for each cell; 0 for filled cells. */
export function computeCandidates(grid: Grid): number[] {
  const cands = new Array<number>(CELL_COUNT).fill(0);
  for (let c = 0; c < CELL_COUNT; c++) {
    if (grid[c] !== 0) continue;
    let used = 0;
    for (const p of PEERS[c]) if (grid[p] !== 0) used |= bit(grid[p]);
    cands[c] = ALL_DIGITS & ~used;
  }
  return cands;
}
