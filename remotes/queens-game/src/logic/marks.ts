// What the player has put on each cell, and the tap cycle of the original: empty → × → queen → empty.
export const EMPTY = 0;
export const CROSS = 1;
export const QUEEN = 2;
export type Mark = typeof EMPTY | typeof CROSS | typeof QUEEN;

export function nextMark(mark: Mark): Mark {
  return mark === EMPTY ? CROSS : mark === CROSS ? QUEEN : EMPTY;
}

export function isMark(value: unknown): value is Mark {
  return value === EMPTY || value === CROSS || value === QUEEN;
}

export function queensOf(marks: readonly Mark[]): number[] {
  const queens: number[] = [];
  marks.forEach((mark, cell) => mark === QUEEN && queens.push(cell));
  return queens;
}

export function emptyMarks(size: number): Mark[] {
  return new Array<Mark>(size * size).fill(EMPTY);
}
