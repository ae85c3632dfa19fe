import { clearedBoard, setCell } from './board';
import { generatePuzzle } from './generate';
import { findHint } from './hint';
import { isSolved } from './conflicts';
import { EMPTY, MOON, SUN, type Board } from './types';

describe('findHint', () => {
  it.each(['easy', 'medium', 'hard'] as const)('walks a %s puzzle to the solution step by step, always with a reason', (difficulty) => {
    const puzzle = generatePuzzle('hint-walk', difficulty);
    let board: Board = clearedBoard(puzzle);
    for (let step = 0; step < 36 && !isSolved(puzzle.size, puzzle.signs, board); step++) {
      const hint = findHint(puzzle, board);
      expect(hint?.kind).toBe('place');
      if (hint?.kind !== 'place') return;
      expect(hint.value).toBe(puzzle.solution[hint.index]);
      expect(hint.reason).not.toBe(`This cell is a ${hint.value === SUN ? 'sun' : 'moon'}.`);
      board = setCell(puzzle, board, hint.index, hint.value);
    }
    expect(board).toEqual(puzzle.solution);
    expect(findHint(puzzle, board)).toBeNull();
  });

  it('points out a wrong entry first', () => {
    const puzzle = generatePuzzle('hint-wrong', 'easy');
    const open = puzzle.givens.findIndex((value) => value === EMPTY);
    const wrongValue = puzzle.solution[open] === SUN ? MOON : SUN;
    const board = setCell(puzzle, clearedBoard(puzzle), open, wrongValue);
    const hint = findHint(puzzle, board);
    expect(hint).toMatchObject({ kind: 'remove', index: open });
    expect(hint?.reason).toMatch(/is wrong/);
  });
});
