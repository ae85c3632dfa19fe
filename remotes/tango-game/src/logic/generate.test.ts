import { countSolutions } from './countSolutions';
import { createLogicState, findDeduction } from './deduce';
import { DIFFICULTIES, DIFFICULTY_TIER } from './difficulty';
import { generatePuzzle, gradePuzzle, randomSolution } from './generate';
import { findConflicts } from './conflicts';
import { createRandom } from '@games/shared/game-kit/random';
import { EMPTY, signOtherIndex, type TangoPuzzle } from './types';

const SEEDS = Array.from({ length: 50 }, (_, index) => `unit-${index}`);

function checkPuzzle(puzzle: TangoPuzzle) {
  const { size, givens, signs, solution } = puzzle;
  expect(findConflicts(size, signs, solution).cells.size).toBe(0);
  givens.forEach((value, index) => value !== EMPTY && expect(value).toBe(solution[index]));
  for (const sign of signs) {
    const same = solution[sign.row * size + sign.col] === solution[signOtherIndex(sign, size)];
    expect(same).toBe(sign.kind === 'equal');
  }
  const counted = countSolutions(puzzle);
  expect(counted.count).toBe(1);
  expect(counted.solution).toEqual(solution);
}

describe('randomSolution', () => {
  it('builds valid full grids', () => {
    const random = createRandom('grids');
    for (let i = 0; i < 20; i++) {
      const grid = randomSolution(random);
      expect(grid.every((value) => value !== EMPTY)).toBe(true);
      expect(findConflicts(6, [], grid).cells.size).toBe(0);
    }
  });
});

describe.each(DIFFICULTIES.map((option) => option.value))('generatePuzzle %s', (difficulty) => {
  const puzzles = SEEDS.map((seed) => generatePuzzle(seed, difficulty));

  it('deals 50 puzzles with exactly one solution, consistent givens and signs', () => {
    puzzles.forEach(checkPuzzle);
  });

  it('grades each puzzle at its level: solvable by that tier, and needing it above easy', () => {
    const tier = DIFFICULTY_TIER[difficulty];
    for (const puzzle of puzzles) {
      const grade = gradePuzzle(puzzle.size, puzzle.givens, puzzle.signs, 3);
      expect(grade).not.toBeNull();
      if (tier === 1) expect(grade).toBeLessThanOrEqual(1);
      else expect(grade).toBe(tier);
    }
  });

  it('gives the same puzzle for the same seed', () => {
    expect(generatePuzzle(SEEDS[0], difficulty)).toEqual(puzzles[0]);
    expect(generatePuzzle('another seed', difficulty)).not.toEqual(puzzles[0]);
  });
});

describe('difficulty shape', () => {
  it('harder levels lean more on signs and fewer givens', () => {
    const average = (difficulty: 'easy' | 'hard', pick: (puzzle: TangoPuzzle) => number) =>
      SEEDS.slice(0, 15).reduce((sum, seed) => sum + pick(generatePuzzle(seed, difficulty)), 0) / 15;
    const givens = (puzzle: TangoPuzzle) => puzzle.givens.filter((value) => value !== EMPTY).length;
    expect(average('hard', givens)).toBeLessThan(average('easy', givens));
    expect(average('hard', (puzzle) => puzzle.signs.length)).toBeGreaterThan(average('easy', (puzzle) => puzzle.signs.length));
  });

  it('hard puzzles need a what-if step somewhere, explained with the line that breaks', () => {
    const puzzle = generatePuzzle(SEEDS[1], 'hard');
    const logic = createLogicState(puzzle.size, puzzle.signs, puzzle.givens);
    const reasons: string[] = [];
    for (let step = 0; step < 36; step++) {
      const deduction = findDeduction(logic, 3);
      if (!deduction) break;
      logic.cells[deduction.index] = deduction.value;
      if (deduction.tier === 3) reasons.push(deduction.reason);
    }
    expect(Array.from(logic.cells)).toEqual(puzzle.solution);
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons[0]).toMatch(/^If this were a (sun|moon), (Row|Column) \d could no longer be finished/);
  });
});
