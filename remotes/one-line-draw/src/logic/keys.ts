import type { Figure } from './figure';

/** Keys as lattice directions [dx, dy] (y grows downward): arrows, and Home / Page Up / End / Page Down for the diagonals (as on a number pad). */
export const KEY_DIRECTIONS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  Home: [-1, -1],
  PageUp: [1, -1],
  End: [-1, 1],
  PageDown: [1, 1],
};

/**
 * The dot a key leads to from `from`, among `options` (the dots one allowed step away): the one exactly that
 * way, else the only one within 90° of it. 'ambiguous' when two lie that way (a diagonal each side), null when none.
 */
export function dotToward(figure: Figure, from: number, options: readonly number[], [dx, dy]: readonly [number, number]): number | 'ambiguous' | null {
  const [x0, y0] = figure.dots[from];
  const ways = options.map((dot) => {
    const [x, y] = figure.dots[dot];
    const [vx, vy] = [x - x0, y - y0];
    return { dot, cos: (vx * dx + vy * dy) / (Math.hypot(vx, vy) * Math.hypot(dx, dy) || 1) };
  });
  const exact = ways.find((way) => way.cos > 0.999);
  if (exact) return exact.dot;
  const near = ways.filter((way) => way.cos > 0.001);
  if (near.length === 1) return near[0].dot;
  return near.length > 1 ? 'ambiguous' : null;
}

/** The lattice point a key moves a cursor to (before the stroke starts), kept on the figure's lattice. */
export function cursorMove(figure: Figure, [x, y]: readonly [number, number], [dx, dy]: readonly [number, number]): [number, number] {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  return [clamp(x + dx, figure.width), clamp(y + dy, figure.height)];
}

/** The dot at a lattice point, or -1. */
export const dotAt = (figure: Figure, [x, y]: readonly [number, number]): number => figure.dots.findIndex(([dx, dy]) => dx === x && dy === y);
