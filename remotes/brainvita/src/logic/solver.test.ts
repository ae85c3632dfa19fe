import { applyJump, canJump, CENTRE, fullBoard, pegCount } from './board';
import { knownLine, startOf } from './lines';
import { createSolver, goodMove } from './solver';

const play = (board: string, jumps: Array<{ from: number; over: number; to: number }>) =>
  jumps.reduce((b, j) => {
    expect(canJump(b, j)).toBe(true);
    return applyJump(b, j);
  }, board);

describe('the solver', () => {
  it('finishes the English board from the start with one peg', () => {
    const line = createSolver('english').solve(fullBoard('english', CENTRE));
    expect(Array.isArray(line)).toBe(true);
    expect(pegCount(play(fullBoard('english', CENTRE), line as never))).toBe(1);
  });

  it('knows lines of legal jumps to one peg on both full boards', () => {
    for (const layout of ['english', 'french'] as const) {
      const line = knownLine(layout);
      expect(line.size).toBe(layout === 'english' ? 31 : 35);
      expect(pegCount(play(startOf(layout), [...line.values()]))).toBe(1);
    }
  });

  it('proves a dead position dead and answers unknown past its budget', () => {
    const empty = fullBoard('english', CENTRE).replace(/o/g, '.');
    const twoApart = empty.split('').map((c, i) => (i === 2 || i === 46 ? 'o' : c)).join('');
    expect(createSolver('english').solve(twoApart)).toBeNull();
    expect(goodMove('english', twoApart)).toBeNull();
    expect(createSolver('english').solve(fullBoard('english', CENTRE), 10)).toBe('unknown');
  });
});

describe("the worker's request", () => {
  it('answers a good jump off the known line of the full English board', async () => {
    const { solveRequest } = await import('./solveRequest');
    const { findJump } = await import('./board');
    let board = startOf('english');
    board = applyJump(board, findJump('english', board, 38, CENTRE)!); // the known line starts elsewhere
    const move = solveRequest({ layout: 'english', board }, 5_000_000);
    expect(move).not.toBeNull();
    expect(move).not.toBe('unknown');
    expect(canJump(board, move as never)).toBe(true);
    expect(solveRequest({ layout: 'english', board }, 1)).toBe('unknown');
  });
});
