import { createLogicState, findDeduction, propagate } from './deduce';
import { parseBoard, SOLVED } from './testBoards';
import { EMPTY, MOON, SUN, type Sign } from './types';

const state = (rows: string[], signs: Sign[] = []) => createLogicState(6, signs, parseBoard(rows));
const emptyRows = ['......', '......', '......', '......', '......'];

describe('findDeduction tier 1', () => {
  it('fills a line that already has three suns', () => {
    const deduction = findDeduction(state(['S.S.S.', ...emptyRows]), 1);
    expect(deduction).toMatchObject({ index: 1, value: MOON, tier: 1, rule: 'line-full' });
    expect(deduction?.reason).toBe('Row 1 already has 3 suns, so this must be a moon.');
  });

  it('blocks a third symbol next to a pair', () => {
    const deduction = findDeduction(state(['.MM...', ...emptyRows]), 1);
    expect(deduction).toMatchObject({ index: 0, value: SUN, rule: 'pair' });
    expect(deduction?.reason).toContain('Two moons sit side by side in Row 1');
  });

  it('fills the gap between two equal symbols', () => {
    const deduction = findDeduction(state(['S.S...', ...emptyRows].map((row, index) => (index === 0 ? 'S.S...' : row))), 1);
    expect(deduction).toMatchObject({ index: 1, value: MOON, rule: 'gap' });
  });

  it('follows = and × from a known neighbour', () => {
    const equal = findDeduction(state(['S.....', ...emptyRows], [{ row: 0, col: 0, direction: 'right', kind: 'equal' }]), 1);
    expect(equal).toMatchObject({ index: 1, value: SUN, rule: 'sign' });
    expect(equal?.reason).toBe('The = sign says this cell matches its neighbour, a sun, so it is a sun.');
    const opposite = findDeduction(state(['.....', '.M....', ...emptyRows.slice(1)].map((row) => row.padEnd(6, '.')), [{ row: 0, col: 1, direction: 'down', kind: 'opposite' }]), 1);
    expect(opposite).toMatchObject({ index: 1, value: SUN, rule: 'sign' });
    expect(opposite?.reason).toContain('× sign');
  });

  it('finds nothing on an empty board', () => {
    expect(findDeduction(state(['......', ...emptyRows]), 3)).toBeNull();
  });
});

describe('findDeduction tier 2', () => {
  it('uses whole-line counting that tier 1 cannot see', () => {
    // Row 1: S . . . . S needs one more sun and three moons; three moons in four cells must leave the ends moons.
    const rows = ['S....S', ...emptyRows];
    expect(findDeduction(state(rows), 1)).toBeNull();
    const deduction = findDeduction(state(rows), 2);
    expect(deduction).toMatchObject({ index: 1, value: MOON, tier: 2, rule: 'line' });
    expect(deduction?.reason).toBe('Row 1 still needs 1 sun and 3 moons. Every way to place them without three in a row puts a moon here.');
  });

  it('mentions × pairs when the line has them', () => {
    const rows = ['S....S', ...emptyRows];
    const deduction = findDeduction(state(rows, [{ row: 0, col: 2, direction: 'right', kind: 'opposite' }]), 2);
    expect(deduction?.reason).toContain('(each × pair holds one of each)');
  });
});

describe('propagate', () => {
  it('solves a board with one cell missing by tier 1', () => {
    const board = SOLVED.slice();
    board[0] = EMPTY;
    const logic = createLogicState(6, [], board);
    expect(propagate(logic, 1)).toEqual({ outcome: 'solved', hardestTier: 1 });
    expect(Array.from(logic.cells)).toEqual(SOLVED);
  });

  it('reports a contradiction', () => {
    expect(propagate(state(['SSS...', ...emptyRows]), 2).outcome).toBe('contradiction');
  });

  it('gets stuck on an open board', () => {
    expect(propagate(state(['......', ...emptyRows]), 3).outcome).toBe('stuck');
  });
});
