import { cellsOf, createLogicState, findDeduction, propagate } from './deduce';
import { parseBoard } from './testBoards';

describe('deductions', () => {
  it('three in a row: next to a pair and between two alike', () => {
    const pair = findDeduction(createLogicState(6, parseBoard(['11....', '......', '......', '......', '......', '......'])));
    expect(pair).toMatchObject({ index: 2, value: 0, tier: 1, rule: 'three in a row' });
    expect(pair?.reason).toMatch(/^Three in a row: two 1s sit side by side/);
    const gap = findDeduction(createLogicState(6, parseBoard(['0.0...', '......', '......', '......', '......', '......'])));
    expect(gap).toMatchObject({ index: 1, value: 1, rule: 'three in a row' });
    expect(gap?.reason).toMatch(/between two 0s in Row 1/);
  });

  it('balance: a line with half of one digit takes the other in the rest', () => {
    const found = findDeduction(createLogicState(6, parseBoard(['11010.', '......', '......', '......', '......', '......'])));
    expect(found).toMatchObject({ index: 5, value: 0, tier: 1, rule: 'balance' });
    expect(found?.reason).toMatch(/^Balance: Row 1 already has 3 1s/);
  });

  it('balance over a whole line: every way to finish it agrees', () => {
    // Row 1 "...011" needs one more 1 and two 0s: a 1 first would leave 000 in the middle.
    const board = parseBoard(['...011', '......', '......', '......', '......', '......']);
    expect(findDeduction(createLogicState(6, board), 1)).toBeNull();
    const found = findDeduction(createLogicState(6, board), 2);
    expect(found).toMatchObject({ index: 0, value: 0, tier: 2, rule: 'balance' });
    expect(found?.reason).toMatch(/^Balance: Row 1 still needs 1 one and 2 zeros; every way/);
  });

  it('no equal rows/columns: a line that could only copy a finished one', () => {
    // Row 4 "1.01.0" is 110100 or 100110, and 100110 is row 1 already.
    const board = parseBoard(['100110', '......', '......', '1.01.0', '......', '......']);
    expect(findDeduction(createLogicState(6, board), 1)).toBeNull();
    const found = findDeduction(createLogicState(6, board), 2);
    expect(found).toMatchObject({ index: 19, value: 1, tier: 2, rule: 'no equal rows/columns' });
    expect(found?.reason).toMatch(/^No equal rows\/columns: .* copies a finished row \(Row 1\)/);
  });

  it('propagation finishes a puzzle it can, and reports a contradiction', () => {
    const solvedByRules = createLogicState(6, parseBoard(['100110', '010011', '101001', '101100', '010110', '01100.']));
    expect(propagate(solvedByRules, 1).outcome).toBe('solved');
    expect(cellsOf(solvedByRules)[35]).toBe(1);
    expect(propagate(createLogicState(6, parseBoard(['111...', '......', '......', '......', '......', '......'])), 2).outcome).toBe('contradiction');
  });
});
