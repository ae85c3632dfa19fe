/** A line of the figure between two dots: traced once, or twice for a double line; a one-way line only from a to b. */
export interface Line {
  a: number;
  b: number;
  count: 1 | 2;
  oneWay: boolean;
}

/** A one-stroke figure: dots on a small lattice, the lines between them and one way to draw it. */
export interface Figure {
  /** Lattice size, in dot spacings. */
  width: number;
  height: number;
  /** Each dot's [x, y] on the lattice. */
  dots: Array<readonly [number, number]>;
  lines: Line[];
  /** A stroke that draws the whole figure (dot ids): the generator's proof, and the hints' source. */
  solution: number[];
}

/** The player's stroke so far, as the dots it passed (the first is where it started). */
export type Stroke = number[];

/** How many traces the figure needs (a double line counts twice). */
export const tracesNeeded = (figure: Figure): number => figure.lines.reduce((sum, line) => sum + line.count, 0);

/** The lines between two dots (either order), with their index. */
export function linesBetween(figure: Figure, from: number, to: number): number[] {
  const found: number[] = [];
  figure.lines.forEach((line, i) => {
    if ((line.a === from && line.b === to) || (line.a === to && line.b === from)) found.push(i);
  });
  return found;
}

/** For each dot, the dots one line away (either direction; arrows are checked when stepping). */
export function dotNeighbours(figure: Figure): number[][] {
  const result: number[][] = figure.dots.map(() => []);
  for (const { a, b } of figure.lines) {
    if (!result[a].includes(b)) result[a].push(b);
    if (!result[b].includes(a)) result[b].push(a);
  }
  return result;
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** Checks untrusted data (a saved game) really is a figure. */
export function isFigure(value: unknown): value is Figure {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Record<string, unknown>;
  if (!isCount(f.width) || !isCount(f.height) || f.width > 12 || f.height > 12) return false;
  if (!Array.isArray(f.dots) || f.dots.length < 2 || f.dots.length > 169) return false;
  if (!f.dots.every((d) => Array.isArray(d) && d.length === 2 && isCount(d[0]) && isCount(d[1]) && d[0] <= (f.width as number) && d[1] <= (f.height as number))) return false;
  const n = f.dots.length;
  const isDot = (v: unknown) => isCount(v) && v < n;
  if (!Array.isArray(f.lines) || f.lines.length === 0 || f.lines.length > 80) return false;
  if (!f.lines.every((l) => typeof l === 'object' && l !== null && isDot(l.a) && isDot(l.b) && l.a !== l.b && (l.count === 1 || l.count === 2) && typeof l.oneWay === 'boolean')) return false;
  return Array.isArray(f.solution) && f.solution.every(isDot);
}
