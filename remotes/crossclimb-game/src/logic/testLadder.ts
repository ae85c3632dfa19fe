/** A ladder for the logic tests (deadline: dead lead lend mend mind mine line). */
import type { Ladder } from './content';
import { makePuzzle, type Puzzle } from './puzzle';

export const TEST_LADDER: Ladder = {
  id: 'cc-900',
  words: ['dead', 'lead', 'lend', 'mend', 'mind', 'mine', 'line'],
  clues: ['Heavy metal', 'Let borrow', 'Repair', 'Brain', 'Not yours'],
  endClue: 'Together: the last moment',
};

export const testPuzzle = (seed = 'test'): Puzzle => makePuzzle(TEST_LADDER, 7, seed);
