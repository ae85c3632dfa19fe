import { createRandom, type Random } from '@games/shared/game-kit/random';
import { countStrokes, oddDots } from './euler';
import type { Figure, Line } from './figure';

export interface FigureParams {
  /** Dots across and down the lattice. */
  cols: number;
  rows: number;
  /** Traces of the stroke (a double line counts twice). */
  traces: number;
  /** Lines to trace twice. */
  doubles: number;
  /** One-way lines. */
  arrows: number;
  /** Figures drawn to choose from: the one with the fewest strokes wins (harder). */
  candidates: number;
}

/** Strokes are counted up to this many when choosing the hardest candidate. */
export const STROKE_COUNT_CAP = 100;

const STEPS: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [-1, -1],
  [1, -1],
  [-1, 1],
];

const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/**
 * One random stroke over the lattice: it never crosses a line it drew (a square's two diagonals), never turns
 * straight back, traces a line twice only for the wanted doubles, and prefers new lines and straight, level
 * steps, so the lines it leaves look like a drawn figure. The stroke itself proves the figure can be drawn.
 */
function drawStroke(random: Random, { cols, rows, traces, doubles }: FigureParams): number[] | null {
  const id = (x: number, y: number) => y * cols + x;
  const used = new Map<string, number>();
  const diagonals = new Set<string>();
  let doublesLeft = doubles;
  const x0 = random.int(Math.floor((cols - 1) / 3), Math.ceil((2 * (cols - 1)) / 3));
  const y0 = random.int(Math.floor((rows - 1) / 3), Math.ceil((2 * (rows - 1)) / 3));
  const stroke = [id(x0, y0)];
  let [x, y] = [x0, y0];
  while (stroke.length - 1 < traces) {
    const here = id(x, y);
    const previous = stroke.length >= 2 ? stroke[stroke.length - 2] : -1;
    const options: Array<{ x: number; y: number; weight: number; diagonal: string | null; again: boolean }> = [];
    for (const [dx, dy] of STEPS) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= cols || ny >= rows) continue;
      const next = id(nx, ny);
      if (next === previous) continue;
      const times = used.get(pairKey(here, next)) ?? 0;
      const again = times === 1;
      if (times >= 2 || (again && doublesLeft === 0)) continue;
      const diagonal = dx !== 0 && dy !== 0 ? `${Math.min(x, nx)},${Math.min(y, ny)}` : null;
      // The other diagonal of this square is drawn: the lines would cross between dots.
      if (diagonal && diagonals.has(diagonal) && !used.has(pairKey(here, next))) continue;
      const weight = (again ? 1.5 : 6) * (diagonal ? 1 : 3);
      options.push({ x: nx, y: ny, weight, diagonal, again });
    }
    if (options.length === 0) return null;
    let roll = random.next() * options.reduce((sum, o) => sum + o.weight, 0);
    const choice = options.find((o) => (roll -= o.weight) < 0) ?? options[options.length - 1];
    const next = id(choice.x, choice.y);
    used.set(pairKey(here, next), (used.get(pairKey(here, next)) ?? 0) + 1);
    if (choice.again) doublesLeft--;
    if (choice.diagonal) diagonals.add(choice.diagonal);
    stroke.push(next);
    [x, y] = [choice.x, choice.y];
  }
  return doublesLeft === 0 ? stroke : null;
}

/** The figure a stroke leaves: its dots (moved to the lattice's corner), its lines, some of them one-way along the stroke. */
function figureOf(random: Random, stroke: number[], { cols, arrows }: FigureParams): Figure | null {
  const ids = [...new Set(stroke)];
  const xs = ids.map((dot) => dot % cols);
  const ys = ids.map((dot) => Math.floor(dot / cols));
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
  const dots = ids.map((dot) => [dot % cols - minX, Math.floor(dot / cols) - minY] as const);
  const index = new Map(ids.map((dot, i) => [dot, i]));
  const solution = stroke.map((dot) => index.get(dot)!);
  const lines: Line[] = [];
  const lineOf = new Map<string, Line>();
  for (let i = 1; i < solution.length; i++) {
    const [a, b] = [solution[i - 1], solution[i]];
    const known = lineOf.get(pairKey(a, b));
    if (known) known.count = 2;
    else {
      const line: Line = { a, b, count: 1, oneWay: false };
      lineOf.set(pairKey(a, b), line);
      lines.push(line);
    }
  }
  const singles = random.shuffle(lines.filter((line) => line.count === 1));
  if (singles.length < arrows) return null;
  // Each arrow points the way the stroke went (a → b is the stroke's order).
  for (const line of singles.slice(0, arrows)) line.oneWay = true;
  return { width: Math.max(...dots.map(([dx]) => dx)), height: Math.max(...dots.map(([, dy]) => dy)), dots: dots.map(([dx, dy]) => [dx, dy]), lines, solution };
}

/**
 * A one-stroke figure for a seed: the same seed and params give the same figure. Among `candidates` figures the
 * one with the fewest strokes is kept (fewer ways = harder). The figure always has its solution stroke.
 */
export function generateFigure(seed: string, params: FigureParams): Figure {
  let best: { figure: Figure; strokes: number } | null = null;
  for (let attempt = 0; attempt < 200 && (!best || attempt < params.candidates * 4); attempt++) {
    const random = createRandom(`${seed}:${attempt}`);
    const stroke = drawStroke(random, params);
    const figure = stroke && figureOf(random, stroke, params);
    if (!figure || figure.dots.length < 3) continue;
    // A figure with no odd dot is a loop: any dot starts it; keep the solution's start where the stroke began.
    if (oddDots(figure).length > 2) continue;
    const strokes = params.candidates > 1 ? countStrokes(figure, STROKE_COUNT_CAP) : 0;
    if (!best || strokes < best.strokes) best = { figure, strokes };
    if (best && attempt + 1 >= params.candidates && best.strokes < STROKE_COUNT_CAP) break;
  }
  if (!best) throw new Error(`no figure for seed ${seed}`);
  return best.figure;
}
