import type { Puzzle } from './puzzle';
import { candidateGroups, countGroupings } from './uniqueness';

const puzzle: Puzzle = {
  id: 't',
  groups: [
    { name: 'A', level: 0, words: ['A1', 'A2', 'A3', 'A4'] },
    { name: 'B', level: 1, words: ['B1', 'B2', 'B3', 'B4'] },
    { name: 'C', level: 2, words: ['C1', 'C2', 'C3', 'C4'] },
    { name: 'D', level: 3, words: ['D1', 'D2', 'D3', 'D4'] },
  ],
  herrings: [{ word: 'A1', alsoFits: 1, note: 'tempting' }],
};

describe('countGroupings', () => {
  it('finds only the declared grouping when herrings point one way', () => {
    expect(countGroupings(puzzle)).toBe(1);
    expect(candidateGroups(puzzle).get('A1')).toEqual([0, 1]);
  });

  it('finds a second grouping when two words could swap', () => {
    expect(countGroupings({ ...puzzle, herrings: [...puzzle.herrings, { word: 'B2', alsoFits: 0, note: 'swap' }] })).toBe(2);
  });

  it('finds a cycle through three groups', () => {
    const cycle = [...puzzle.herrings, { word: 'B1', alsoFits: 2, note: 'on' }, { word: 'C1', alsoFits: 0, note: 'back' }];
    expect(countGroupings({ ...puzzle, herrings: cycle })).toBe(2);
    expect(countGroupings({ ...puzzle, herrings: cycle }, 1)).toBe(1);
  });
});
