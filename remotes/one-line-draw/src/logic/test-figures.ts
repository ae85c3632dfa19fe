import type { Figure } from './figure';

/** A square with a double top line and a one-way diagonal: 0 (0,0) 1 (1,0) 2 (1,1) 3 (0,1). */
export const SQUARE: Figure = {
  width: 1,
  height: 1,
  dots: [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ],
  lines: [
    { a: 0, b: 1, count: 2, oneWay: false },
    { a: 1, b: 2, count: 1, oneWay: false },
    { a: 2, b: 3, count: 1, oneWay: false },
    { a: 3, b: 0, count: 1, oneWay: false },
    { a: 0, b: 2, count: 1, oneWay: true },
  ],
  solution: [1, 0, 2, 3, 0, 1, 2],
};
