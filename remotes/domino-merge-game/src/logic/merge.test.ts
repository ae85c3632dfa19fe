import { boardFromRows, boardToRows, indexOf, SPECIAL } from './board';
import { resolveMerges } from './merge';

const at = (row: number, col: number) => indexOf({ row, col });

describe('resolveMerges', () => {
  it('leaves two equal tiles alone', () => {
    const board = boardFromRows(['22...', '.....', '.....', '.....', '.....']);
    const result = resolveMerges(board, [at(0, 1)]);
    expect(result.steps).toEqual([]);
    expect(result.board).toEqual(board);
    expect(result.points).toBe(0);
  });

  it('merges three connected equal tiles into value + 1 at the placed cell', () => {
    const board = boardFromRows(['2....', '22...', '.....', '.....', '.....']);
    const result = resolveMerges(board, [at(1, 1)]);
    expect(boardToRows(result.board)).toEqual(['.....', '.3...', '.....', '.....', '.....']);
    expect(result.steps).toHaveLength(1);
    expect(result.steps[0]).toMatchObject({ kind: 'merge', at: at(1, 1), value: 2, result: 3, combo: 1, points: 60 });
    expect(result.steps[0].cells).toHaveLength(3);
  });

  it('merges every connected equal tile, four or more at once', () => {
    const board = boardFromRows(['1111.', '...1.', '.....', '.....', '.....']);
    const result = resolveMerges(board, [at(0, 0)]);
    expect(boardToRows(result.board)[0]).toBe('2....');
    expect(result.steps[0].cells).toHaveLength(5);
  });

  it('does not join tiles that touch only diagonally', () => {
    const board = boardFromRows(['3....', '.3...', '..3..', '.....', '.....']);
    expect(resolveMerges(board, [at(1, 1)]).steps).toEqual([]);
  });

  it('chains: the new tile merges again with its new neighbours, the combo doubling the second merge', () => {
    const board = boardFromRows(['33...', '2....', '22...', '.....', '.....']);
    // The 2 placed at (1,0) joins (2,0),(2,1): a 3 lands at (1,0) beside the 3s above.
    const result = resolveMerges(board, [at(1, 0)]);
    expect(boardToRows(result.board)).toEqual(['.....', '4....', '.....', '.....', '.....']);
    expect(result.steps.map((s) => [s.value, s.result, s.combo])).toEqual([
      [2, 3, 1],
      [3, 4, 2],
    ]);
    expect(result.points).toBe(2 * 3 * 10 * 1 + 3 * 3 * 10 * 2);
  });

  it('turns three 7s into a star', () => {
    const board = boardFromRows(['77...', '7....', '.....', '.....', '.....']);
    const result = resolveMerges(board, [at(0, 0)]);
    expect(result.board[at(0, 0)]).toBe(SPECIAL);
  });

  it('blasts three stars together with the 3×3 area around the placed cell', () => {
    const board = boardFromRows(['**5..', '*12..', '345..', '.....', '.....']);
    // The stars meet at (1,0): its 3×3 area (clipped at the edge) goes, the column beyond stays.
    const result = resolveMerges(board, [at(1, 0)]);
    expect(boardToRows(result.board)).toEqual(['..5..', '..2..', '..5..', '.....', '.....']);
    expect(result.points).toBe((8 * 3 + 1 + 3 + 4) * 10);
    expect(result.steps[0].kind).toBe('blast');
    expect(result.steps[0].result).toBe(0);
  });

  it('resolves both tiles of a domino, in order', () => {
    const board = boardFromRows(['11.44', '.....', '.....', '.....', '.....']);
    // A domino 1|4 placed at (0,2)… cannot be: cells hold what was placed. Place 1 at (0,2) and 4 at (1,3).
    const placed = board.slice();
    placed[at(0, 2)] = 1;
    placed[at(1, 3)] = 4;
    const result = resolveMerges(placed, [at(0, 2), at(1, 3)]);
    expect(boardToRows(result.board)[0]).toBe('..2..');
    expect(boardToRows(result.board)[1]).toBe('...5.');
    expect(result.steps.map((s) => s.combo)).toEqual([1, 2]);
  });

  it('a domino of two equal tiles merges once, at its first tile', () => {
    const board = boardFromRows(['3....', '33...', '.....', '.....', '.....']);
    const result = resolveMerges(board, [at(1, 0), at(1, 1)]);
    expect(boardToRows(result.board)).toEqual(['.....', '4....', '.....', '.....', '.....']);
    expect(result.steps).toHaveLength(1);
  });
});
