import { cellOf, connectedGroup, indexOf, inside, MAX_VALUE, SPECIAL, type Board } from './board';

/** Three or more connected equal tiles merge. */
export const MERGE_COUNT = 3;
/** Points per merged tile and value (a merge of three 2s scores 2 × 3 × 10 = 60, times the combo). */
export const POINTS_PER_PIP = 10;

export interface MergeStep {
  kind: 'merge' | 'blast';
  /** Where the merge lands (the placed cell). */
  at: number;
  /** The value of the merged tiles. */
  value: number;
  /** The merged tiles (for a blast: every cleared cell). */
  cells: number[];
  /** The tile left at `at`: value + 1, a star after 7, 0 after a blast. */
  result: number;
  /** 1 for the first merge of a placement, 2 for the chain's next… (the combo multiplier). */
  combo: number;
  points: number;
}

export interface Resolution {
  board: number[];
  steps: MergeStep[];
  points: number;
}

/** The 3×3 area around a cell, clipped to the board. */
function blastArea(at: number): number[] {
  const { row, col } = cellOf(at);
  const area: number[] = [];
  for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) if (inside({ row: row + dr, col: col + dc })) area.push(indexOf({ row: row + dr, col: col + dc }));
  return area;
}

/**
 * Resolves the merges a placement starts, placed cells in order (a domino's first tile first). At each placed
 * cell, while three or more connected tiles share its value they merge into one tile of value + 1 there
 * (three 7s make a star), which may merge again (a chain). Three connected stars blast: they and everything in
 * the 3×3 area around the placed cell are cleared. Every merge of the placement raises the combo by one.
 */
export function resolveMerges(board: Board, placed: readonly number[]): Resolution {
  const cells = board.slice();
  const steps: MergeStep[] = [];
  let points = 0;
  for (const at of placed) {
    for (;;) {
      const value = cells[at];
      if (!value) break;
      const group = connectedGroup(cells, at);
      if (group.length < MERGE_COUNT) break;
      const combo = steps.length + 1;
      if (value === SPECIAL) {
        const cleared = [...new Set([...group, ...blastArea(at)])].filter((cell) => cells[cell] !== 0);
        const gained = (cleared.reduce((sum, cell) => sum + cells[cell], 0) * POINTS_PER_PIP) * combo;
        for (const cell of cleared) cells[cell] = 0;
        steps.push({ kind: 'blast', at, value, cells: cleared, result: 0, combo, points: gained });
        points += gained;
        break;
      }
      const result = value === MAX_VALUE ? SPECIAL : value + 1;
      const gained = value * group.length * POINTS_PER_PIP * combo;
      for (const cell of group) cells[cell] = 0;
      cells[at] = result;
      steps.push({ kind: 'merge', at, value, cells: group, result, combo, points: gained });
      points += gained;
    }
  }
  return { board: cells, steps, points };
}
