// Pure path drawing: a path is a list of cell ids; the game injects which cells touch (orthogonal, king moves,
// graph edges) and which steps its rules allow. Drags extend, fill gaps and backtrack; keys step; taps cut back.

/** What a game tells the path logic about its board. Cells are numbers (a grid's row * cols + col, a graph's dot id). */
export interface PathRules {
  /** The cells one step from `cell` (walls already taken out). */
  neighbours(cell: number): readonly number[];
  /** Whether a path may begin on `cell`. */
  canStart(cell: number): boolean;
  /**
   * Whether the path may step from its last cell onto `cell`, a neighbour of that last cell.
   * Default: `cell` is not on the path yet.
   */
  canEnter?(path: readonly number[], cell: number): boolean;
  /**
   * What entering a cell already on the path does: `'truncate'` (default) cuts the path back to it;
   * `'revisit'` walks on when `canEnter` allows it (one-line drawing, where dots repeat and edges do not).
   */
  revisit?: 'truncate' | 'revisit';
  /** Where a cell sits, for straight-line gap filling and arrow keys: [x, y] (a grid: [col, row]). */
  position?(cell: number): readonly [number, number];
  /** The longest gap (in steps) a fast drag may jump and have filled in. Default 8. */
  maxGap?: number;
}

const DEFAULT_MAX_GAP = 8;
/** A gap that is not a straight line is filled only when it is this short (a corner cut by a fast drag). */
const MAX_DETOUR = 3;

function last(path: readonly number[]): number {
  return path[path.length - 1];
}

function onPath(path: readonly number[], cell: number): boolean {
  return path.includes(cell);
}

/** Whether `cell` may be added to the end of `path` (or begin it, when the path is empty). */
export function canExtend(rules: PathRules, path: readonly number[], cell: number): boolean {
  if (path.length === 0) return rules.canStart(cell);
  if (!rules.neighbours(last(path)).includes(cell)) return false;
  if (rules.canEnter) return rules.canEnter(path, cell);
  return !onPath(path, cell);
}

/** The path cut back so that `cell` is its last cell (its last visit, for paths that revisit). */
export function truncateTo(path: readonly number[], cell: number): number[] {
  const index = path.lastIndexOf(cell);
  return index < 0 ? path.slice() : path.slice(0, index + 1);
}

/** Backspace: the last step removed (the first cell stays until the game clears it). */
export function retract(path: readonly number[]): number[] | null {
  return path.length >= 2 ? path.slice(0, -1) : null;
}

function sign(value: number): number {
  return value > 0 ? 1 : value < 0 ? -1 : 0;
}

/** The straight line from the path's end to `target` (a row, a column or a 45° diagonal), when every step is allowed. */
function straightRoute(rules: PathRules, path: readonly number[], target: number, maxGap: number): number[] | null {
  const { position } = rules;
  if (!position) return null;
  const [x0, y0] = position(last(path));
  const [x1, y1] = position(target);
  const dx = x1 - x0;
  const dy = y1 - y0;
  if (dx !== 0 && dy !== 0 && Math.abs(dx) !== Math.abs(dy)) return null;
  const steps = Math.max(Math.abs(dx), Math.abs(dy));
  if (steps === 0 || steps > maxGap) return null;
  const walked = path.slice();
  const route: number[] = [];
  for (let i = 1; i <= steps; i++) {
    const want: readonly [number, number] = [x0 + sign(dx) * i, y0 + sign(dy) * i];
    const next = rules.neighbours(last(walked)).find((cell) => {
      const [x, y] = position(cell);
      return x === want[0] && y === want[1];
    });
    if (next === undefined || !canExtend(rules, walked, next)) return null;
    walked.push(next);
    route.push(next);
  }
  return route;
}

/** The shortest allowed route from the path's end to `target` (breadth first, at most `maxGap` steps). */
function shortestRoute(rules: PathRules, path: readonly number[], target: number, maxGap: number): number[] | null {
  const parent = new Map<number, number>();
  const start = last(path);
  parent.set(start, -1);
  const routeTo = (cell: number): number[] => {
    const route: number[] = [];
    for (let at = cell; at !== start; at = parent.get(at) as number) route.push(at);
    return route.reverse();
  };
  let frontier = [start];
  for (let depth = 0; depth < maxGap && frontier.length > 0; depth++) {
    const next: number[] = [];
    for (const cell of frontier) {
      const walked = [...path, ...routeTo(cell)];
      for (const neighbour of rules.neighbours(cell)) {
        if (parent.has(neighbour) || !canExtend(rules, walked, neighbour)) continue;
        parent.set(neighbour, cell);
        if (neighbour === target) return routeTo(target);
        next.push(neighbour);
      }
    }
    frontier = next;
  }
  return null;
}

/**
 * The cells to append so the path reaches `target` from its end: one step when they touch, else the straight
 * line (when `position` is given and the line is clear), else the shortest allowed route of at most 3 steps.
 * Null when none.
 */
export function routeTo(rules: PathRules, path: readonly number[], target: number): number[] | null {
  if (path.length === 0) return rules.canStart(target) ? [target] : null;
  if (canExtend(rules, path, target)) return [target];
  const maxGap = rules.maxGap ?? DEFAULT_MAX_GAP;
  return straightRoute(rules, path, target, maxGap) ?? shortestRoute(rules, path, target, Math.min(maxGap, MAX_DETOUR));
}

/**
 * A drag entering `cell`. Back onto the previous cell retracts one step; onto an earlier cell of the path cuts
 * back to it (`'truncate'`); otherwise the path extends to it, filling a gap a fast drag skipped. A revisiting
 * path that cannot go on to an earlier cell backtracks along itself to that cell's last visit. Null: no change.
 */
export function dragTo(rules: PathRules, path: readonly number[], cell: number): number[] | null {
  if (path.length === 0) return rules.canStart(cell) ? [cell] : null;
  if (cell === last(path)) return null;
  if (path.length >= 2 && path[path.length - 2] === cell) return path.slice(0, -1);
  const revisit = rules.revisit === 'revisit';
  if (!revisit && onPath(path, cell)) return truncateTo(path, cell);
  const route = routeTo(rules, path, cell);
  if (route) return [...path, ...route];
  if (revisit && onPath(path, cell)) return truncateTo(path, cell);
  return null;
}

/**
 * A press (tap, or the start of a drag) on `cell`: on the path it cuts the path back to it; where a path may
 * start it starts a new one; next to the end, or in a clear straight line from it, it extends. Null when nothing changes.
 */
export function pressAt(rules: PathRules, path: readonly number[], cell: number): number[] | null {
  if (onPath(path, cell)) {
    const cut = truncateTo(path, cell);
    return cut.length === path.length ? null : cut;
  }
  if (rules.canStart(cell)) return [cell];
  if (path.length === 0) return null;
  if (canExtend(rules, path, cell)) return [...path, cell];
  const line = straightRoute(rules, path, cell, rules.maxGap ?? DEFAULT_MAX_GAP);
  return line ? [...path, ...line] : null;
}

/** An arrow key toward `cell`: back onto the previous cell retracts, otherwise one allowed step extends. */
export function stepTo(rules: PathRules, path: readonly number[], cell: number): number[] | null {
  if (path.length >= 2 && path[path.length - 2] === cell) return path.slice(0, -1);
  return canExtend(rules, path, cell) ? [...path, cell] : null;
}

/** Whether `path` is one the rules allow, step by step (to validate a saved game). */
export function isValidPath(rules: PathRules, path: readonly unknown[]): path is number[] {
  const walked: number[] = [];
  for (const cell of path) {
    if (typeof cell !== 'number' || !Number.isInteger(cell) || !canExtend(rules, walked, cell)) return false;
    walked.push(cell);
  }
  return true;
}

/** Arrow keys as [dx, dy] on the board (y grows downward). */
export const ARROW_DIRECTIONS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/**
 * The neighbour of `cell` that lies in direction [dx, dy] (within 45°; the closest in angle wins), or null.
 * Needs `position`; a grid's orthogonal neighbour in that direction is the exact match.
 */
export function neighbourToward(rules: PathRules, cell: number, direction: readonly [number, number]): number | null {
  if (!rules.position) return null;
  const [x0, y0] = rules.position(cell);
  let best: number | null = null;
  let bestCos = Math.SQRT1_2 + 1e-9;
  const length = Math.hypot(direction[0], direction[1]) || 1;
  for (const next of rules.neighbours(cell)) {
    const [x, y] = rules.position(next);
    const dx = x - x0;
    const dy = y - y0;
    const cos = (dx * direction[0] + dy * direction[1]) / ((Math.hypot(dx, dy) || 1) * length);
    if (cos > bestCos) {
      bestCos = cos;
      best = next;
    }
  }
  return best;
}
