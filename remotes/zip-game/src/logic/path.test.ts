import type { ZipPuzzle } from './board';
import { dragTo, pressAt, retract, stepTo } from '@games/shared/game-kit/path/path';
import { canExtend, drawingRules, isSolved, isValidPartialPath, nextNumber, pathRules } from './path';

// 3×3, numbers 1 at top-left, 2 at top-right, 3 at bottom-right; a wall between cells 3 and 4.
const puzzle: ZipPuzzle = { size: 3, checkpoints: [0, 2, 8], walls: [[3, 4]] };
const rules = pathRules(puzzle);
const drawing = drawingRules(rules);

describe('drawing the path', () => {
  it('starts only on 1', () => {
    expect(canExtend(rules, [], 0)).toBe(true);
    expect(canExtend(rules, [], 1)).toBe(false);
    expect(pressAt(drawing, [], 4)).toBeNull();
    expect(pressAt(drawing, [], 0)).toEqual([0]);
  });

  it('extends to empty neighbours, never across walls, numbers in order', () => {
    expect(canExtend(rules, [0], 1)).toBe(true);
    expect(canExtend(rules, [0], 4)).toBe(false); // not adjacent
    expect(canExtend(rules, [0, 3], 4)).toBe(false); // wall
    expect(canExtend(rules, [0, 1, 4, 5], 8)).toBe(false); // 3 before 2
    expect(canExtend(rules, [0, 1], 2)).toBe(true);
    expect(nextNumber(rules, [0, 1, 2])).toBe(3);
    expect(canExtend(rules, [0, 1], 0)).toBe(false); // already on the path
  });

  it('drags back over the path to retract and taps a path cell to truncate', () => {
    expect(dragTo(drawing, [0, 1, 2, 5], 1)).toEqual([0, 1]);
    expect(dragTo(drawing, [0, 1], 2)).toEqual([0, 1, 2]);
    expect(dragTo(drawing, [0, 1], 1)).toBeNull();
    expect(pressAt(drawing, [0, 1, 2, 5], 2)).toEqual([0, 1, 2]);
    expect(pressAt(drawing, [0, 1, 2], 0)).toEqual([0]);
    expect(pressAt(drawing, [0, 1, 2], 5)).toEqual([0, 1, 2, 5]);
  });

  it('steps with keys: back onto the previous cell retracts; Backspace removes the last step', () => {
    expect(stepTo(drawing, [0, 1, 2], 1)).toEqual([0, 1]);
    expect(stepTo(drawing, [0, 1, 2], 5)).toEqual([0, 1, 2, 5]);
    expect(stepTo(drawing, [0, 3], 4)).toBeNull();
    expect(retract([0, 1])).toEqual([0]);
    expect(retract([0])).toBeNull();
  });

  it('recognises a solved path', () => {
    const solution = [0, 1, 2, 5, 4, 7, 6, 3];
    expect(isSolved(rules, solution)).toBe(false); // misses cell 8
    const full = { size: 3, checkpoints: [0, 2, 6], walls: [] as Array<[number, number]> };
    const fullRules = pathRules(full);
    expect(isSolved(fullRules, [0, 1, 2, 5, 4, 3, 6, 7, 8])).toBe(false); // ends off the last number
    const serpentine: ZipPuzzle = { size: 3, checkpoints: [0, 2, 8], walls: [] };
    expect(isSolved(pathRules(serpentine), [0, 1, 2, 5, 4, 3, 6, 7, 8])).toBe(true);
    expect(isValidPartialPath(rules, [0, 1, 2])).toBe(true);
    expect(isValidPartialPath(rules, [0, 3, 4])).toBe(false);
  });

  it('does not go on past the last number', () => {
    const small: ZipPuzzle = { size: 2, checkpoints: [0, 1], walls: [] };
    expect(canExtend(pathRules(small), [0, 1], 3)).toBe(false);
  });
});
