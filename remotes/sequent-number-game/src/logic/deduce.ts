// Deductions for Hidato and Numbrix without guessing: for every number, the cells it could still stand in,
// narrowed until nothing changes by
// - reach: k stands within |k − j| steps of the given j (from the two givens around it; parity too for
//   orthogonal steps), and, iterated, k needs a neighbour that can hold k−1 and another that can hold k+1;
// - a number with one cell left stands there, so that cell holds nothing else;
// - a cell only one number can take holds it, so that number stands nowhere else;
// - a number with no cell, or a cell no number can take (a dead end), is a contradiction.
// The logic grader (solveByLogic) runs them alone; the counting solver (solver.ts) guesses between them.
import { distance, neighboursFor, type SequentPuzzle } from './grid';

export class Candidates {
  readonly total: number;
  private readonly neighbours: number[][];
  /** can[k * total + cell]: number k (1…N) may still stand in the cell. */
  private readonly can: Uint8Array;
  /** cellsOf[k]: how many cells number k may still stand in. */
  private readonly cellsOf: Int32Array;
  /** numbersOf[cell]: how many numbers may still stand in the cell. */
  private readonly numbersOf: Int32Array;
  /** A number or cell whose single option has been passed on to the others. */
  private readonly numberDone: Uint8Array;
  private readonly cellDone: Uint8Array;
  private numberQueue: number[] = [];
  private cellQueue: number[] = [];
  private readonly numberQueued: Uint8Array;
  private readonly cellQueued: Uint8Array;
  /** A contradiction was found: the givens (and choices) admit no solution. */
  broken = false;

  private constructor(total: number, neighbours: number[][], from?: Candidates) {
    this.total = total;
    this.neighbours = neighbours;
    this.can = from ? from.can.slice() : new Uint8Array((total + 1) * total);
    this.cellsOf = from ? from.cellsOf.slice() : new Int32Array(total + 2);
    this.numbersOf = from ? from.numbersOf.slice() : new Int32Array(total);
    this.numberDone = from ? from.numberDone.slice() : new Uint8Array(total + 2);
    this.cellDone = from ? from.cellDone.slice() : new Uint8Array(total);
    this.numberQueued = new Uint8Array(total + 2);
    this.cellQueued = new Uint8Array(total);
    this.broken = from?.broken ?? false;
  }

  /** The cells each number may take, from the givens alone (nothing propagated yet). */
  static fromGivens(puzzle: SequentPuzzle): Candidates {
    const { size, moves, givens } = puzzle;
    const total = size * size;
    const state = new Candidates(total, neighboursFor(size, moves));
    const posOf = new Int32Array(total + 2).fill(-1);
    givens.forEach((v, cell) => {
      if (v > 0) posOf[v] = cell;
    });
    let before = 0;
    for (let k = 1; k <= total; k++) {
      if (posOf[k] >= 0) {
        before = k;
        state.allow(k, posOf[k]);
        continue;
      }
      let after = k + 1;
      while (after <= total && posOf[after] < 0) after++;
      for (let cell = 0; cell < total; cell++) {
        if (givens[cell] !== 0) continue;
        if (before > 0) {
          const d = distance(posOf[before], cell, size, moves);
          if (d > k - before || (moves === 'orthogonal' && (k - before - d) % 2 !== 0)) continue;
        }
        if (after <= total && distance(cell, posOf[after], size, moves) > after - k) continue;
        state.allow(k, cell);
      }
    }
    for (let k = 1; k <= total; k++) {
      if (state.cellsOf[k] === 0) state.broken = true;
      state.queueNumber(k);
    }
    for (let cell = 0; cell < total; cell++) {
      if (state.numbersOf[cell] === 0) state.broken = true;
      state.queueCell(cell);
    }
    return state;
  }

  /** A copy to guess in (taken after propagate(), when nothing is queued). */
  clone(): Candidates {
    return new Candidates(this.total, this.neighbours, this);
  }

  private allow(k: number, cell: number) {
    this.can[k * this.total + cell] = 1;
    this.cellsOf[k]++;
    this.numbersOf[cell]++;
  }

  private queueNumber(k: number) {
    if (k < 1 || k > this.total || this.numberQueued[k]) return;
    this.numberQueued[k] = 1;
    this.numberQueue.push(k);
  }

  private queueCell(cell: number) {
    if (this.cellQueued[cell]) return;
    this.cellQueued[cell] = 1;
    this.cellQueue.push(cell);
  }

  canStand(k: number, cell: number): boolean {
    return this.can[k * this.total + cell] === 1;
  }

  cellCount(k: number): number {
    return this.cellsOf[k];
  }

  /** The cells number k may still stand in. */
  cellsFor(k: number): number[] {
    const result: number[] = [];
    const base = k * this.total;
    for (let cell = 0; cell < this.total; cell++) if (this.can[base + cell]) result.push(cell);
    return result;
  }

  private remove(k: number, cell: number) {
    const i = k * this.total + cell;
    if (!this.can[i]) return;
    this.can[i] = 0;
    if (--this.cellsOf[k] === 0 || --this.numbersOf[cell] === 0) this.broken = true;
    this.queueNumber(k);
    this.queueNumber(k - 1);
    this.queueNumber(k + 1);
    this.queueCell(cell);
  }

  /** Puts number k in the cell (a guess of the counting solver); propagate() draws the consequences. */
  place(k: number, cell: number) {
    const base = k * this.total;
    for (let other = 0; other < this.total; other++) if (other !== cell && this.can[base + other]) this.remove(k, other);
  }

  /** A cell for k, given where k−1 and k+1 may stand: one neighbour for each, and not the same single one. */
  private supported(k: number, cell: number): boolean {
    const { total } = this;
    let below = 0;
    let belowCell = -1;
    let above = 0;
    let aboveCell = -1;
    for (const n of this.neighbours[cell]) {
      if (k > 1 && this.can[(k - 1) * total + n]) {
        below++;
        belowCell = n;
      }
      if (k < total && this.can[(k + 1) * total + n]) {
        above++;
        aboveCell = n;
      }
    }
    if (k > 1 && below === 0) return false;
    if (k < total && above === 0) return false;
    return !(below === 1 && above === 1 && belowCell === aboveCell);
  }

  private reviseNumber(k: number) {
    const { total } = this;
    const base = k * total;
    for (let cell = 0; cell < total && !this.broken; cell++) {
      if (this.can[base + cell] && !this.supported(k, cell)) this.remove(k, cell);
    }
    if (this.broken || this.cellsOf[k] !== 1 || this.numberDone[k]) return;
    this.numberDone[k] = 1;
    let at = 0;
    while (!this.can[base + at]) at++;
    for (let j = 1; j <= total && !this.broken; j++) if (j !== k) this.remove(j, at);
  }

  private reviseCell(cell: number) {
    if (this.numbersOf[cell] !== 1 || this.cellDone[cell]) return;
    this.cellDone[cell] = 1;
    const { total } = this;
    let k = 1;
    while (!this.can[k * total + cell]) k++;
    this.place(k, cell);
  }

  /** Draws every consequence; false on a contradiction. */
  propagate(): boolean {
    while (!this.broken) {
      const k = this.numberQueue.pop();
      if (k !== undefined) {
        this.numberQueued[k] = 0;
        this.reviseNumber(k);
        continue;
      }
      const cell = this.cellQueue.pop();
      if (cell === undefined) break;
      this.cellQueued[cell] = 0;
      this.reviseCell(cell);
    }
    if (this.broken) {
      this.numberQueue = [];
      this.cellQueue = [];
    }
    return !this.broken;
  }

  /** Every number down to one cell (after propagate(), a solution). */
  isComplete(): boolean {
    for (let k = 1; k <= this.total; k++) if (this.cellsOf[k] !== 1) return false;
    return true;
  }

  /** values[cell]: the number fixed there, 0 where several remain. */
  values(): number[] {
    const values = new Array<number>(this.total).fill(0);
    for (let k = 1; k <= this.total; k++) {
      if (this.cellsOf[k] === 1) values[this.cellsFor(k)[0]] = k;
    }
    return values;
  }
}

export interface LogicResult {
  /** Deductions alone fill the grid: the puzzle needs no guessing (and has exactly one solution). */
  solved: boolean;
  /** The numbers deduced, 0 where deductions stop. */
  values: number[];
}

/** The logic grader: deductions only, no branching. */
export function solveByLogic(puzzle: SequentPuzzle): LogicResult {
  const state = Candidates.fromGivens(puzzle);
  const consistent = state.propagate();
  return { solved: consistent && state.isComplete(), values: consistent ? state.values() : new Array<number>(state.total).fill(0) };
}
