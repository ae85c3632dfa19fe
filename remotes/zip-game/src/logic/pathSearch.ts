// The state of a path being drawn from number 1, with the local rules that rule a next step out.
// The solver, the hint and the difficulty grader all walk the board through this one class.
import { buildNeighbours, numberAtCells, type ZipPuzzle } from './board';

/** Why a step from the path's end to a neighbouring cell cannot be part of the solution. */
export type RejectReason =
  | { kind: 'not-adjacent' }
  | { kind: 'visited' }
  /** The cell holds a number that is not the next one due. */
  | { kind: 'order'; number: number; expected: number }
  /** The cell holds the last number, but other cells are still empty. */
  | { kind: 'end-too-early'; number: number }
  /** Another neighbour has only one other way out, so the path must go there now. */
  | { kind: 'forced'; cell: number }
  /** The step would leave a neighbouring cell with a single way in, a dead end. */
  | { kind: 'dead-end'; cell: number }
  /** The step would split the empty cells into parts the path cannot all reach. */
  | { kind: 'split' }
  /** The step would wall the next number off behind later numbers. */
  | { kind: 'cut-off'; number: number };

export class PathSearch {
  readonly size: number;
  readonly total: number;
  readonly neighbours: number[][];
  readonly numberAt: Int8Array;
  readonly endCell: number;
  readonly lastNumber: number;
  readonly path: number[] = [];
  /** The number the path must reach next (lastNumber + 1 once every number is passed). */
  nextNumber = 1;
  private readonly visited: Uint8Array;
  /** free[c]: how many of c's neighbours are not on the path yet. */
  private readonly free: Uint8Array;
  private readonly stamp: Uint32Array;
  private stampValue = 0;
  private readonly stack: Int16Array;
  private readonly disc: Int16Array;
  private readonly low: Int16Array;
  private readonly parent: Int16Array;
  private readonly iterator: Int8Array;
  private readonly hasEnd: Uint8Array;
  private readonly minNumber: Int8Array;
  private readonly numberCount: Int8Array;

  constructor(puzzle: ZipPuzzle) {
    this.size = puzzle.size;
    this.total = puzzle.size * puzzle.size;
    this.neighbours = buildNeighbours(puzzle);
    this.numberAt = numberAtCells(puzzle);
    this.lastNumber = puzzle.checkpoints.length;
    this.endCell = puzzle.checkpoints[this.lastNumber - 1];
    this.visited = new Uint8Array(this.total);
    this.free = new Uint8Array(this.total);
    this.stamp = new Uint32Array(this.total);
    this.stack = new Int16Array(this.total);
    this.disc = new Int16Array(this.total);
    this.low = new Int16Array(this.total);
    this.parent = new Int16Array(this.total);
    this.iterator = new Int8Array(this.total);
    this.hasEnd = new Uint8Array(this.total);
    this.minNumber = new Int8Array(this.total);
    this.numberCount = new Int8Array(this.total);
    for (let cell = 0; cell < this.total; cell++) this.free[cell] = this.neighbours[cell].length;
  }

  get head(): number {
    return this.path[this.path.length - 1];
  }

  get complete(): boolean {
    return this.path.length === this.total && this.head === this.endCell;
  }

  isVisited(cell: number): boolean {
    return this.visited[cell] === 1;
  }

  /** Puts a cell on the path without any check (the first cell, or replaying a known path). */
  push(cell: number): void {
    this.visited[cell] = 1;
    this.path.push(cell);
    for (const next of this.neighbours[cell]) this.free[next]--;
    if (this.numberAt[cell] === this.nextNumber) this.nextNumber++;
  }

  pop(): void {
    const cell = this.path.pop()!;
    this.visited[cell] = 0;
    for (const next of this.neighbours[cell]) this.free[next]++;
    if (this.numberAt[cell] !== 0 && this.numberAt[cell] === this.nextNumber - 1) this.nextNumber--;
  }

  /** A neighbour of the head that the path must enter next because it has one other way left, or -1 (-2 when two do). */
  forcedNext(): number {
    const head = this.head;
    let forced = -1;
    for (const cell of this.neighbours[head]) {
      if (this.visited[cell] || cell === this.endCell) continue;
      if (this.free[cell] <= 1) {
        if (forced !== -1) return -2;
        forced = cell;
      }
    }
    return forced;
  }

  /**
   * Extends the path to `cell` when no local rule forbids it and returns null; otherwise leaves the path
   * unchanged and returns the reason.
   */
  tryMove(cell: number): RejectReason | null {
    const head = this.head;
    if (!this.neighbours[head].includes(cell)) return { kind: 'not-adjacent' };
    if (this.visited[cell]) return { kind: 'visited' };
    const number = this.numberAt[cell];
    if (number !== 0 && number !== this.nextNumber) {
      if (number === this.lastNumber && this.nextNumber === this.lastNumber) return { kind: 'end-too-early', number };
      return { kind: 'order', number, expected: this.nextNumber };
    }
    if (cell === this.endCell && this.path.length + 1 !== this.total) return { kind: 'end-too-early', number };
    const forced = this.forcedNext();
    if (forced >= 0 && forced !== cell) return { kind: 'forced', cell: forced };
    if (forced === -2) return { kind: 'forced', cell: this.firstForced(head, cell) };

    this.push(cell);
    // Only the old head's other neighbours lost a way in (the new head is still an entrance for its own).
    for (const other of this.neighbours[head]) {
      if (this.visited[other]) continue;
      if (this.free[other] < (other === this.endCell ? 1 : 2)) {
        this.pop();
        return { kind: 'dead-end', cell: other };
      }
    }
    const reach = this.checkReach(cell);
    if (reach) {
      this.pop();
      return reach;
    }
    return null;
  }

  private firstForced(head: number, except: number): number {
    for (const cell of this.neighbours[head]) {
      if (!this.visited[cell] && cell !== this.endCell && cell !== except && this.free[cell] <= 1) return cell;
    }
    return except;
  }

  /**
   * Every empty cell must be reachable from the head. Beyond that, a cell whose removal splits the empty
   * cells (an articulation point) is passed exactly once, so everything behind it is visited last: that part
   * must hold the end and the highest remaining numbers, and the cell itself the number just below them.
   * One depth-first search (Tarjan's low-link) checks all of this.
   */
  private checkReach(root: number): RejectReason | null {
    const remaining = this.total - this.path.length;
    if (remaining === 0) return null;
    const { disc, low, parent, iterator, hasEnd, minNumber, numberCount, stack, numberAt, neighbours, visited } = this;
    disc.fill(0);
    let time = 0;
    let top = 0;
    let rootChildren = 0;
    let split = false;
    const enter = (cell: number, from: number) => {
      disc[cell] = low[cell] = ++time;
      parent[cell] = from;
      iterator[cell] = 0;
      hasEnd[cell] = cell === this.endCell ? 1 : 0;
      minNumber[cell] = numberAt[cell] !== 0 && cell !== root ? numberAt[cell] : 127;
      numberCount[cell] = numberAt[cell] !== 0 && cell !== root ? 1 : 0;
      stack[top++] = cell;
    };
    enter(root, -1);
    while (top > 0 && !split) {
      const cell = stack[top - 1];
      const around = neighbours[cell];
      if (iterator[cell] < around.length) {
        const next = around[iterator[cell]++];
        if (visited[next] && next !== root) continue;
        if (disc[next] === 0) {
          if (cell === root) rootChildren++;
          enter(next, cell);
        } else if (next !== parent[cell] && disc[next] < low[cell]) {
          low[cell] = disc[next];
        }
        continue;
      }
      top--;
      const up = parent[cell];
      if (up < 0) break;
      if (low[cell] < low[up]) low[up] = low[cell];
      if (up !== root && low[cell] >= disc[up]) {
        // `up` separates this subtree from the head: it must be the final stretch of the path.
        const count = numberCount[cell];
        if (!hasEnd[cell] || count !== this.lastNumber - minNumber[cell] + 1) split = true;
        else if (numberAt[up] !== 0 && numberAt[up] !== minNumber[cell] - 1) split = true;
      }
      if (hasEnd[cell]) hasEnd[up] = 1;
      if (minNumber[cell] < minNumber[up]) minNumber[up] = minNumber[cell];
      numberCount[up] += numberCount[cell];
    }
    if (split || rootChildren > 1 || time < remaining + 1) return { kind: 'split' };
    return this.checkNextNumber(root);
  }

  private checkNextNumber(from: number): RejectReason | null {
    const target = this.nextNumber;
    if (target > this.lastNumber) return null;
    const targetCell = this.targetCell(target);
    const walk = ++this.stampValue;
    let top = 0;
    this.stack[top++] = from;
    this.stamp[from] = walk;
    while (top > 0) {
      const cell = this.stack[--top];
      for (const next of this.neighbours[cell]) {
        if (next === targetCell) return null;
        if (this.visited[next] || this.stamp[next] === walk || this.numberAt[next] !== 0) continue;
        this.stamp[next] = walk;
        this.stack[top++] = next;
      }
    }
    return { kind: 'cut-off', number: target };
  }

  private targetCells: number[] | null = null;

  private targetCell(number: number): number {
    if (!this.targetCells) {
      this.targetCells = [];
      this.numberAt.forEach((n, cell) => {
        if (n !== 0) this.targetCells![n - 1] = cell;
      });
    }
    return this.targetCells[number - 1];
  }

  /** The neighbours of the head that no local rule rules out. */
  candidates(): number[] {
    const result: number[] = [];
    for (const cell of this.neighbours[this.head]) {
      if (this.tryMove(cell) === null) {
        this.pop();
        result.push(cell);
      }
    }
    return result;
  }
}
