// A counting solver for Flow: every cell is covered, every pair joined by one path, no crossings, no loops.
// It scans cells in row order and decides each cell's edges to the right and below: a cell's degree must be
// 1 at an endpoint and 2 elsewhere; a union-find (with undo) joins the cells an edge links, refusing loops and
// two colours in one piece. Counting stops at `limit`, so uniqueness costs at most two solutions.
// A bridge is two nodes, its across lane (the cell) and its down lane (one more node): both lanes must be
// used, so all four edges of a bridge are forced, and a pipe may not use both lanes of one bridge (it would
// cross itself, which drawing forbids too).
import type { SolutionCount } from '@games/shared/game-kit/puzzle/solver';
import { edgeId, endpointColours, wallSet, type FlowPuzzle } from './board';

export interface SolveResult extends SolutionCount<number[][]> {
  /** The first solution found: for each colour, its path from ends[k][0] to ends[k][1]. */
  solution?: number[][];
  /** Search nodes visited (for the bench and a budget). */
  nodes: number;
  /** The second solution, when there is one (the generator walls off where it differs). */
  second?: number[][];
}

export function countSolutions(puzzle: FlowPuzzle, limit = 2, budget = 5_000_000): SolveResult {
  const { size } = puzzle;
  const total = size * size;
  const endColour = endpointColours(puzzle);
  const walls = wallSet(puzzle);
  const bridges = puzzle.bridges ?? [];
  const nodeCount = total + bridges.length;
  const isBridge = new Uint8Array(total);
  // The node a vertical edge of each cell joins: the cell itself, or a bridge's down lane.
  const downNode = new Int32Array(total);
  for (let cell = 0; cell < total; cell++) downNode[cell] = cell;
  bridges.forEach((cell, i) => {
    isBridge[cell] = 1;
    downNode[cell] = total + i;
  });
  // Edges a pipe may take to the right of and below each cell (walls closed), and those it must take (into,
  // out of or across a bridge).
  const openRight = new Uint8Array(total);
  const openDown = new Uint8Array(total);
  const mustRight = new Uint8Array(total);
  const mustDown = new Uint8Array(total);
  for (let cell = 0; cell < total; cell++) {
    openRight[cell] = cell % size < size - 1 && !walls.has(edgeId(cell, cell + 1)) ? 1 : 0;
    openDown[cell] = cell + size < total && !walls.has(edgeId(cell, cell + size)) ? 1 : 0;
    mustRight[cell] = cell % size < size - 1 && (isBridge[cell] || isBridge[cell + 1]) ? 1 : 0;
    mustDown[cell] = cell + size < total && (isBridge[cell] || isBridge[cell + size]) ? 1 : 0;
  }
  const need = new Int8Array(nodeCount).fill(2);
  for (let cell = 0; cell < total; cell++) if (endColour[cell] >= 0) need[cell] = 1;
  const degree = new Int8Array(nodeCount);
  const parent = new Int32Array(nodeCount);
  const rank = new Int32Array(nodeCount);
  const colour = new Int16Array(nodeCount).fill(-1);
  for (let node = 0; node < nodeCount; node++) parent[node] = node;
  for (let cell = 0; cell < total; cell++) colour[cell] = endColour[cell];
  const right = new Uint8Array(total);
  const down = new Uint8Array(total);
  // Undo log of unions: [child, old rank of root, old colour of root].
  const log: number[] = [];
  let count = 0;
  let nodes = 0;
  let solution: number[][] | undefined;
  let second: number[][] | undefined;

  const find = (cell: number): number => {
    while (parent[cell] !== cell) cell = parent[cell];
    return cell;
  };

  /** Links a and b; false (and nothing changed) when that closes a loop or mixes colours. */
  const link = (a: number, b: number): boolean => {
    let ra = find(a);
    let rb = find(b);
    if (ra === rb) return false;
    const ca = colour[ra];
    const cb = colour[rb];
    if (ca >= 0 && cb >= 0 && ca !== cb) return false;
    if (rank[ra] < rank[rb]) [ra, rb] = [rb, ra];
    log.push(rb, rank[ra], colour[ra]);
    parent[rb] = ra;
    if (rank[ra] === rank[rb]) rank[ra]++;
    if (colour[ra] < 0) colour[ra] = cb;
    degree[a]++;
    degree[b]++;
    return true;
  };

  const unlink = (a: number, b: number) => {
    const oldColour = log.pop() as number;
    const oldRank = log.pop() as number;
    const child = log.pop() as number;
    const root = parent[child];
    parent[child] = child;
    rank[root] = oldRank;
    colour[root] = oldColour;
    degree[a]--;
    degree[b]--;
  };

  const record = (): number[][] => {
    const paths: number[][] = [];
    for (const [start, end] of puzzle.ends) {
      const path = [start];
      let previous = -1;
      let at = start;
      while (at !== end) {
        // On a bridge the pipe goes straight on; elsewhere it takes the one edge it did not come by.
        const next = isBridge[at]
          ? at + (at - previous)
          : [at + 1, at - 1, at + size, at - size].find(
              (n) =>
                n !== previous &&
                n >= 0 &&
                n < total &&
                ((n === at + 1 && at % size !== size - 1 && right[at]) ||
                  (n === at - 1 && at % size !== 0 && right[n]) ||
                  (n === at + size && down[at]) ||
                  (n === at - size && down[n])),
            );
        if (next === undefined) break;
        previous = at;
        at = next;
        path.push(at);
      }
      paths.push(path);
    }
    return paths;
  };

  const visit = (cell: number): void => {
    if (count >= limit || nodes > budget) return;
    nodes++;
    if (cell === total) {
      // One pipe on both lanes of a bridge crosses itself.
      for (let i = 0; i < bridges.length; i++) if (find(bridges[i]) === find(total + i)) return;
      if (count === 0) solution = record();
      else if (count === 1) second = record();
      count++;
      return;
    }
    const below = downNode[cell];
    const under = cell + size < total ? downNode[cell + size] : -1;
    const missing = need[cell] - degree[cell];
    if (missing < 0) return;
    const canRight = openRight[cell] === 1 && degree[cell + 1] < need[cell + 1];
    const canDown = openDown[cell] === 1 && degree[under] < need[under];
    if (isBridge[cell]) {
      // Both lanes came in (left and top, forced); both go on straight.
      if (missing !== 1 || need[below] - degree[below] !== 1 || !canRight || !canDown) return;
      if (!link(cell, cell + 1)) return;
      if (link(below, under)) {
        right[cell] = 1;
        down[cell] = 1;
        visit(cell + 1);
        right[cell] = 0;
        down[cell] = 0;
        unlink(below, under);
      }
      unlink(cell, cell + 1);
      return;
    }
    if (missing === 0) {
      if (!mustRight[cell] && !mustDown[cell]) visit(cell + 1);
      return;
    }
    if (missing === 2) {
      if (!canRight || !canDown) return;
      if (!link(cell, cell + 1)) return;
      if (link(cell, under)) {
        right[cell] = 1;
        down[cell] = 1;
        visit(cell + 1);
        right[cell] = 0;
        down[cell] = 0;
        unlink(cell, under);
      }
      unlink(cell, cell + 1);
      return;
    }
    if (canRight && !mustDown[cell] && link(cell, cell + 1)) {
      right[cell] = 1;
      visit(cell + 1);
      right[cell] = 0;
      unlink(cell, cell + 1);
    }
    if (count >= limit) return;
    if (canDown && !mustRight[cell] && link(cell, under)) {
      down[cell] = 1;
      visit(cell + 1);
      down[cell] = 0;
      unlink(cell, under);
    }
  };

  visit(0);
  return { count, solution, nodes, second };
}

/** Exactly one solution (an exhausted budget counts as not proven). */
export function hasUniqueSolution(puzzle: FlowPuzzle, budget?: number): boolean {
  const result = countSolutions(puzzle, 2, budget);
  return result.count === 1 && (budget === undefined || result.nodes <= budget);
}
