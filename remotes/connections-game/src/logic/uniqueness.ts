// How many ways can the sixteen words be split into the four groups, if every word may go to its own group or
// to any group its herring notes say it also fits? A fair puzzle has exactly one: the declared grouping.
import { allWords, groupOfWord, GROUP_COUNT, GROUP_SIZE, type Puzzle } from './puzzle';

/** The groups each word may join: its own first, then the ones its herrings name. */
export function candidateGroups(puzzle: Puzzle): Map<string, number[]> {
  const options = new Map<string, number[]>();
  for (const word of allWords(puzzle)) options.set(word, [groupOfWord(puzzle.groups, word)]);
  for (const herring of puzzle.herrings) {
    const list = options.get(herring.word);
    if (list && !list.includes(herring.alsoFits)) list.push(herring.alsoFits);
  }
  return options;
}

/** Counts the complete groupings (four words per group) the notes allow, stopping at `limit`. */
export function countGroupings(puzzle: Puzzle, limit = Infinity): number {
  const options = [...candidateGroups(puzzle).values()];
  const filled = new Array<number>(GROUP_COUNT).fill(0);
  let count = 0;
  const place = (index: number): void => {
    if (count >= limit) return;
    if (index === options.length) {
      count += 1;
      return;
    }
    for (const group of options[index]) {
      if (filled[group] === GROUP_SIZE) continue;
      filled[group] += 1;
      place(index + 1);
      filled[group] -= 1;
    }
  };
  place(0);
  return count;
}
