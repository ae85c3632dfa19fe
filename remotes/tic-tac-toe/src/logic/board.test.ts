import { boardOf, cellName, emptyCells, markToMove, outcomeOf, VARIANTS, winLines, winnerOf, winsAt } from './board';

describe('the board', () => {
  it('has 8 winning lines on 3×3, 10 on 4×4 and 28 four-in-a-row lines on 5×5', () => {
    expect(winLines(VARIANTS['3'])).toHaveLength(8);
    expect(winLines(VARIANTS['4'])).toHaveLength(10);
    expect(winLines(VARIANTS['5'])).toHaveLength(28);
    expect(winLines(VARIANTS['3'])).toContainEqual([2, 4, 6]);
  });

  it('replays moves alternately from the first mark', () => {
    expect(boardOf(VARIANTS['3'], 'O', [4, 0, 8])).toEqual([ 'X', null, null, null, 'O', null, null, null, 'O']);
    expect(markToMove('X', 0)).toBe('X');
    expect(markToMove('X', 3)).toBe('O');
  });

  it('finds a win with its line, a draw on a full board, and a game still going', () => {
    const won = boardOf(VARIANTS['3'], 'X', [0, 3, 4, 5, 8]);
    expect(winnerOf(won, VARIANTS['3'])).toEqual({ mark: 'X', line: [0, 4, 8] });
    expect(winsAt(won, VARIANTS['3'], 8)).toBe(true);
    expect(winsAt(won, VARIANTS['3'], 5)).toBe(false);
    // X O X / X O O / O X X
    const draw = boardOf(VARIANTS['3'], 'X', [0, 1, 2, 4, 3, 5, 7, 6, 8]);
    expect(outcomeOf(draw, VARIANTS['3'])).toEqual({ over: true, win: null });
    expect(outcomeOf(boardOf(VARIANTS['3'], 'X', [0]), VARIANTS['3'])).toEqual({ over: false });
    expect(emptyCells(boardOf(VARIANTS['3'], 'X', [0, 1, 2, 3, 4, 5, 6]))).toEqual([7, 8]);
  });

  it('needs four in a row on 5×5', () => {
    const three = boardOf(VARIANTS['5'], 'X', [0, 20, 1, 21, 2]);
    expect(winnerOf(three, VARIANTS['5'])).toBeNull();
    const four = boardOf(VARIANTS['5'], 'X', [1, 20, 2, 21, 3, 22, 4]);
    expect(winnerOf(four, VARIANTS['5'])).toEqual({ mark: 'X', line: [1, 2, 3, 4] });
  });

  it('names cells by row and column', () => {
    expect(cellName(5, 3)).toBe('row 2, column 3');
  });
});
