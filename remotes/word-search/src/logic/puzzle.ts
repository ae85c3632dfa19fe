import type { Placement } from './cells';
import type { Difficulty } from './difficulty';

/** A ready puzzle: the letter grid and where each target word is. Everything the game and its save need. */
export interface Puzzle {
  difficulty: Difficulty;
  seed: string;
  themeId: string;
  themeName: string;
  /** size strings of size capital letters. */
  rows: string[];
  /** In the order the word list shows them (alphabetical). */
  placements: Placement[];
}

export const puzzleSize = (puzzle: Puzzle) => puzzle.rows.length;
