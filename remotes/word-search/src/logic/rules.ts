// Word search's rules for the kit's puzzle session: the board is the list of words found, a move is a
// selected line of cells, a hint points at the first letter of a word still hidden.
import type { PuzzleRules } from '@games/shared/game-kit/puzzle/session';
import type { Cell, Placement } from './cells';
import { DIFFICULTY_RULES } from './difficulty';
import { isPuzzle, type Puzzle } from './puzzle';
import { lineDirection, lineText, matchSelection } from './selection';

/** Highlight colours for found words; a word keeps its colour for good (it is saved). */
export const HIGHLIGHT_COLOURS = 8;

export interface FoundWord {
  word: string;
  colour: number;
}

export type FoundWords = readonly FoundWord[];

/** What a selected line did, in words a player understands. */
export type SelectionVerdict =
  | { kind: 'found'; placement: Placement }
  | { kind: 'again'; word: string }
  | { kind: 'wrong-way'; text: string }
  | { kind: 'miss'; text: string };

export function judgeSelection(puzzle: Puzzle, found: FoundWords, cells: readonly Cell[]): SelectionVerdict {
  const rules = DIFFICULTY_RULES[puzzle.difficulty];
  const placement = matchSelection(puzzle.rows, puzzle.placements, cells, rules.directions);
  const text = lineText(puzzle.rows, cells);
  if (placement) return found.some((f) => f.word === placement.word) ? { kind: 'again', word: placement.word } : { kind: 'found', placement };
  const dir = lineDirection(cells);
  const reversed = text.split('').reverse().join('');
  if (dir && !rules.directions.includes(dir) && puzzle.placements.some((p) => p.word === reversed)) return { kind: 'wrong-way', text };
  return { kind: 'miss', text };
}

export function describeVerdict(verdict: SelectionVerdict, puzzle: Puzzle, foundAfter: number): string {
  switch (verdict.kind) {
    case 'found':
      return `Found ${verdict.placement.word}, ${foundAfter} of ${puzzle.placements.length}.`;
    case 'again':
      return `${verdict.word} is already found.`;
    case 'wrong-way':
      return `${DIFFICULTY_RULES[puzzle.difficulty].label} words do not run that way. Select from the first letter.`;
    case 'miss':
      return `${verdict.text} is not one of the words.`;
  }
}

const isFoundWord = (value: unknown): value is FoundWord =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FoundWord).word === 'string' &&
  Number.isInteger((value as FoundWord).colour) &&
  (value as FoundWord).colour >= 0 &&
  (value as FoundWord).colour < HIGHLIGHT_COLOURS;

export const wordSearchRules: PuzzleRules<Puzzle, FoundWords, readonly Cell[]> = {
  initialBoard: () => [],
  applyMove(puzzle, found, cells) {
    const verdict = judgeSelection(puzzle, found, cells);
    if (verdict.kind !== 'found') return found;
    return [...found, { word: verdict.placement.word, colour: found.length % HIGHLIGHT_COLOURS }];
  },
  isSolved: (puzzle, found) => found.length === puzzle.placements.length,
  hint(puzzle, found) {
    // The first hidden word of the list: the same hint for everyone on the same board.
    const next = puzzle.placements.find((p) => !found.some((f) => f.word === p.word));
    if (!next) return null;
    return {
      board: found,
      reason: `A word starts at row ${next.row + 1}, column ${next.col + 1}.`,
      cells: [next.row * puzzle.rows.length + next.col],
    };
  },
  isPuzzle,
  isBoard: (value): value is FoundWords => Array.isArray(value) && value.every(isFoundWord),
  boardFits: (puzzle, found) => {
    const words = new Set(puzzle.placements.map((p) => p.word));
    return new Set(found.map((f) => f.word)).size === found.length && found.every((f) => words.has(f.word));
  },
};
