import type { Figure } from './figure';

/** Where the keyboard cursor starts on a figure: its first dot that is not the solution's start. */
export const cursorStart = (figure: Figure): readonly [number, number] => figure.dots[figure.solution[0] === 0 ? 1 % figure.dots.length : 0];

/** What the keyboard cursor is on, said as it moves before the stroke starts (`lines`: the dot's line count). */
export function cursorWords([x, y]: readonly [number, number], dot: number, lines: number): string {
  return dot >= 0 ? `Dot at column ${x + 1}, row ${y + 1}, ${lines} lines. Enter starts here.` : `Column ${x + 1}, row ${y + 1}: no dot.`;
}
