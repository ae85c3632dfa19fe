import { CELLS, hasPeg, jumpsOf, pegCount, type Board, type Jump, type LayoutId } from './board';

// A depth-first search for a finish with one peg, memoising the positions proved dead. A position is a set
// of pegs among 49 cells: its key is the sum of 2^cell (exact in a double, below 2^53), kept up to date
// as pegs move, so no BigInt is needed. Dead positions stay dead, so one solver keeps its memo across calls.

const POW = Array.from({ length: CELLS }, (_, cell) => 2 ** cell);

export interface Solver {
  /**
   * The jumps from the board to one peg, or null when there is no such finish; 'unknown' when the search
   * visited more than `limit` positions without an answer (what it proved dead stays known).
   */
  solve(board: Board, limit?: number): Jump[] | null | 'unknown';
  /** Positions proved dead so far. */
  readonly deadCount: number;
}

export function createSolver(layout: LayoutId): Solver {
  const jumps = jumpsOf(layout);
  const n = jumps.length;
  const from = Int32Array.from(jumps, (j) => j.from);
  const over = Int32Array.from(jumps, (j) => j.over);
  const to = Int32Array.from(jumps, (j) => j.to);
  const dead = new Set<number>();
  const pegs = new Uint8Array(CELLS);
  const path: number[] = [];
  let budget = Infinity;
  let exceeded = false;

  const search = (count: number, key: number): boolean => {
    if (count === 1) return true;
    if (dead.has(key)) return false;
    if (--budget < 0) {
      exceeded = true;
      return false;
    }
    for (let i = 0; i < n; i++) {
      const f = from[i];
      const o = over[i];
      const t = to[i];
      if (pegs[f] === 1 && pegs[o] === 1 && pegs[t] === 0) {
        pegs[f] = 0;
        pegs[o] = 0;
        pegs[t] = 1;
        const found = search(count - 1, key - POW[f] - POW[o] + POW[t]);
        pegs[f] = 1;
        pegs[o] = 1;
        pegs[t] = 0;
        if (exceeded) return false;
        if (found) {
          path.push(i);
          return true;
        }
      }
    }
    if (!exceeded) dead.add(key);
    return false;
  };

  return {
    solve(board, limit = Infinity) {
      let key = 0;
      for (let cell = 0; cell < CELLS; cell++) {
        pegs[cell] = hasPeg(board, cell) ? 1 : 0;
        if (pegs[cell]) key += POW[cell];
      }
      const count = pegCount(board);
      if (count === 0) return null;
      path.length = 0;
      budget = limit;
      exceeded = false;
      if (!search(count, key)) return exceeded ? 'unknown' : null;
      return path.reverse().map((i) => jumps[i]);
    },
    get deadCount() {
      return dead.size;
    },
  };
}

const solvers = new Map<LayoutId, Solver>();
/** One shared solver per layout (its memo grows as it is used). */
export function solverFor(layout: LayoutId): Solver {
  let solver = solvers.get(layout);
  if (!solver) solvers.set(layout, (solver = createSolver(layout)));
  return solver;
}

/** The next jump that keeps a one-peg finish possible, or null when none does. */
export function goodMove(layout: LayoutId, board: Board): Jump | null {
  const line = solverFor(layout).solve(board);
  return Array.isArray(line) && line.length > 0 ? line[0] : null;
}
