import { initialBoard, type Board } from './board';
import { clueOf, LOCKED_ENDS, stageLine } from './clue';
import { testPuzzle } from './testLadder';

const puzzle = testPuzzle('clue');
const board = initialBoard(puzzle);
const solving = (words: number[]): Board => ({ ...board, letters: board.letters.map((row, word) => (words.includes(word) ? puzzle.words[word] : row)) });

test('the stage counts the middle rungs solved, then names the next step', () => {
  expect(stageLine(puzzle, board, 'solve')).toBe('Solve the middle rungs · 0/5');
  expect(stageLine(puzzle, solving([1, 3]), 'solve')).toBe('Solve the middle rungs · 2/5');
  expect(stageLine(puzzle, board, 'order')).toBe('Order them: one letter per step');
  expect(stageLine(puzzle, board, 'ends')).toBe('Ladder done! Now top and bottom');
  expect(stageLine(puzzle, board, 'done')).toBe('Solved!');
  expect(stageLine(puzzle, board, 'won')).toBe('Solved!');
});

test('a middle rung shows its place and its clue', () => {
  const word = board.order[2];
  expect(clueOf(puzzle, board, word, false)).toEqual({ name: 'Rung 4', text: puzzle.clues[word - 1] });
});

test('the ends share one clue, locked until the ladder is done', () => {
  expect(clueOf(puzzle, board, 0, false)).toEqual({ name: 'Top + bottom', text: LOCKED_ENDS });
  expect(clueOf(puzzle, board, 6, true)).toEqual({ name: 'Top + bottom', text: puzzle.endClue });
});
