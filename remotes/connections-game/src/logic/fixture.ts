// A small puzzle for the unit tests.
import type { Puzzle } from './puzzle';

export const FIXTURE: Puzzle = {
  id: 'c999',
  groups: [
    { name: 'Fruit', level: 0, words: ['APPLE', 'PEAR', 'PLUM', 'FIG'] },
    { name: 'Colours', level: 1, words: ['RED', 'BLUE', 'GREEN', 'PINK'] },
    { name: 'Trees', level: 2, words: ['OAK', 'ASH', 'ELM', 'YEW'] },
    { name: 'Sound like letters', level: 3, words: ['PEA', 'SEA', 'TEA', 'JAY'] },
  ],
  herrings: [{ word: 'PLUM', alsoFits: 1, note: 'Also a colour.' }],
};

/** A source of numbers that cycles through the given values. */
export function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length];
}
