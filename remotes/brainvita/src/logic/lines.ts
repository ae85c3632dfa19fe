import { applyJump, CENTRE, fullBoard, jumpsOf, type Board, type Jump, type LayoutId } from './board';

// Known one-peg finishes of the full boards, found once by the solver (see solver.test.ts): while the player
// follows one, the hint is known at once, without a search.
const ENGLISH: Array<[number, number]> = [
  [10, 24], [15, 17], [2, 16], [4, 2], [17, 15], [14, 16], [18, 4], [20, 18], [23, 9], [2, 16], [21, 23],
  [23, 9], [25, 11], [4, 18], [27, 25], [25, 11], [37, 23], [28, 30], [30, 16], [9, 23], [23, 25], [32, 18],
  [11, 25], [34, 32], [31, 33], [46, 32], [25, 39], [44, 46], [46, 32], [33, 31], [31, 45],
];
const FRENCH: Array<[number, number]> = [
  [8, 10], [11, 9], [22, 8], [8, 10], [17, 15], [3, 17], [14, 16], [17, 15], [19, 17], [24, 10], [28, 14],
  [14, 16], [23, 9], [2, 16], [33, 19], [12, 26], [31, 33], [29, 31], [33, 19], [20, 18], [25, 11], [4, 18],
  [44, 30], [46, 32], [31, 33], [34, 32], [45, 31], [31, 33], [40, 26], [27, 25], [25, 11], [11, 9], [9, 23],
  [23, 37], [36, 38],
];

/** The French board's starting hole: from the centre it cannot finish with one peg. */
export const FRENCH_START_HOLE = 10;

export const startOf = (layout: LayoutId): Board => fullBoard(layout, layout === 'english' ? CENTRE : FRENCH_START_HOLE);

const lineCache = new Map<LayoutId, Map<Board, Jump>>();
/** Each board on the layout's known finish, with the jump the finish makes from it. */
export function knownLine(layout: LayoutId): Map<Board, Jump> {
  let line = lineCache.get(layout);
  if (!line) {
    line = new Map();
    let board = startOf(layout);
    for (const [from, to] of layout === 'english' ? ENGLISH : FRENCH) {
      const jump = jumpsOf(layout).find((j) => j.from === from && j.to === to)!;
      line.set(board, jump);
      board = applyJump(board, jump);
    }
    lineCache.set(layout, line);
  }
  return line;
}
