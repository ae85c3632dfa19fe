// The help's example is a true position of a real puzzle: the bank's c002, two groups found, the four selected words a real group.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLE_ORDER, EXAMPLE_PUZZLE, EXAMPLE_SELECTED } from './HowToPlay';
import { isPuzzleBank, type Puzzle } from './logic/puzzle';

const bank: unknown = JSON.parse(readFileSync(join(__dirname, 'data', 'puzzles.data.json'), 'utf8'));

describe('the how-to-play example', () => {
  it('is a puzzle of the shipped bank, groups and words as shipped', () => {
    expect(isPuzzleBank(bank)).toBe(true);
    const shipped = (bank as { puzzles: Puzzle[] }).puzzles.find((p) => p.id === EXAMPLE_PUZZLE.id);
    expect(shipped?.groups).toEqual(EXAMPLE_PUZZLE.groups);
  });

  it('shows exactly the words of the two unfound groups, and the selection is one real group', () => {
    const unfound = [...EXAMPLE_PUZZLE.groups[2].words, ...EXAMPLE_PUZZLE.groups[3].words];
    expect([...EXAMPLE_ORDER].sort()).toEqual([...unfound].sort());
    expect([...EXAMPLE_SELECTED].sort()).toEqual([...EXAMPLE_PUZZLE.groups[2].words].sort());
  });
});
