import type { Placement } from './cells';
import type { Puzzle } from './puzzle';
import type { Random } from '../../../../shared/src/game-kit/random';

/** Highlight colours for found words; a word keeps its colour for good (it is saved). */
export const HIGHLIGHT_COLOURS = 8;

export interface FoundWord {
  word: string;
  colour: number;
}

/** A game in progress: the puzzle and what the player has done so far. */
export interface GameState {
  puzzle: Puzzle;
  found: FoundWord[];
  hints: number;
  elapsedMs: number;
  /** 'daily' games are also recorded as the day's puzzle. */
  mode: 'daily' | 'unlimited';
  /** The day ('YYYY-MM-DD') of a daily game, else ''. */
  date: string;
}

export function newGameState(puzzle: Puzzle, mode: GameState['mode'], date = ''): GameState {
  return { puzzle, found: [], hints: 0, elapsedMs: 0, mode, date: mode === 'daily' ? date : '' };
}

export const isFound = (state: GameState, word: string) => state.found.some((f) => f.word === word);

export const isComplete = (state: GameState) => state.found.length === state.puzzle.placements.length;

/** Marks a word found, giving it the next colour; the same state when it was already found. */
export function markFound(state: GameState, placement: Placement): GameState {
  if (isFound(state, placement.word)) return state;
  const colour = state.found.length % HIGHLIGHT_COLOURS;
  return { ...state, found: [...state.found, { word: placement.word, colour }] };
}

/** A hint: the first cell of a random unfound word (and the hint is counted), or null when all are found. */
export function takeHint(state: GameState, random: Pick<Random, 'pick'>): { state: GameState; cell: { row: number; col: number } } | null {
  const unfound = state.puzzle.placements.filter((p) => !isFound(state, p.word));
  if (unfound.length === 0) return null;
  const p = random.pick(unfound);
  return { state: { ...state, hints: state.hints + 1 }, cell: { row: p.row, col: p.col } };
}
