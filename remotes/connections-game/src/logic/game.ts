// One game of Connections: the words still on the board, the selection, the groups found, mistakes and guesses.
import { allWords, groupOfWord, GROUP_COUNT, GROUP_SIZE, type Puzzle } from './puzzle';

export const MAX_MISTAKES = 4;

export interface GameState {
  /** The words not yet in a solved group, in the order they are shown. */
  order: string[];
  /** Up to four selected words. */
  selected: string[];
  /** Indexes of the solved groups, in the order they were found. */
  solved: number[];
  mistakes: number;
  /** Every submitted guess, four words each, in order. */
  guesses: string[][];
}

export type Status = 'playing' | 'won' | 'lost';

export type GuessOutcome =
  | { kind: 'correct'; group: number }
  | { kind: 'one-away' }
  | { kind: 'wrong' }
  | { kind: 'repeat' }
  | { kind: 'incomplete' }
  | { kind: 'over' };

/** Fisher–Yates with an injected source of numbers in [0, 1). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** A fresh game: all sixteen words shuffled. */
export function newGame(puzzle: Puzzle, random: () => number): GameState {
  return { order: shuffled(allWords(puzzle), random), selected: [], solved: [], mistakes: 0, guesses: [] };
}

export function statusOf(state: GameState): Status {
  if (state.solved.length === GROUP_COUNT) return 'won';
  if (state.mistakes >= MAX_MISTAKES) return 'lost';
  return 'playing';
}

/** Selects or unselects a word; a fifth word is refused (the state comes back unchanged). */
export function toggleWord(state: GameState, word: string): GameState {
  if (statusOf(state) !== 'playing' || !state.order.includes(word)) return state;
  if (state.selected.includes(word)) return { ...state, selected: state.selected.filter((w) => w !== word) };
  if (state.selected.length >= GROUP_SIZE) return state;
  return { ...state, selected: [...state.selected, word] };
}

export function deselectAll(state: GameState): GameState {
  return state.selected.length === 0 ? state : { ...state, selected: [] };
}

/** A new order of the remaining words (the selection stays). */
export function shuffleWords(state: GameState, random: () => number): GameState {
  return { ...state, order: shuffled(state.order, random) };
}

/** The same four words in any order are the same guess. */
export const guessKey = (words: readonly string[]) => [...words].sort().join('|');

export function alreadyGuessed(state: GameState, words: readonly string[]): boolean {
  const key = guessKey(words);
  return state.guesses.some((guess) => guessKey(guess) === key);
}

/** The most words of one group among a guess (4: correct, 3: one away). */
export function bestOverlap(puzzle: Puzzle, words: readonly string[]): { group: number; count: number } {
  let best = { group: -1, count: 0 };
  puzzle.groups.forEach((group, index) => {
    const count = words.filter((word) => group.words.includes(word)).length;
    if (count > best.count) best = { group: index, count };
  });
  return best;
}

/** Submits the four selected words. */
export function submitGuess(puzzle: Puzzle, state: GameState): { state: GameState; outcome: GuessOutcome } {
  if (statusOf(state) !== 'playing') return { state, outcome: { kind: 'over' } };
  if (state.selected.length !== GROUP_SIZE) return { state, outcome: { kind: 'incomplete' } };
  if (alreadyGuessed(state, state.selected)) return { state, outcome: { kind: 'repeat' } };
  const guesses = [...state.guesses, [...state.selected]];
  const { group, count } = bestOverlap(puzzle, state.selected);
  if (count === GROUP_SIZE) {
    const next = { ...state, guesses, selected: [], solved: [...state.solved, group], order: state.order.filter((w) => !state.selected.includes(w)) };
    return { state: next, outcome: { kind: 'correct', group } };
  }
  const next = { ...state, guesses, mistakes: state.mistakes + 1 };
  return { state: next, outcome: count === GROUP_SIZE - 1 ? { kind: 'one-away' } : { kind: 'wrong' } };
}

/** The groups in the order to show them: solved ones as found, then (once the game is over) the rest by level. */
export function revealedGroups(puzzle: Puzzle, state: GameState): { group: number; found: boolean }[] {
  const shown = state.solved.map((group) => ({ group, found: true }));
  if (statusOf(state) === 'lost') {
    puzzle.groups.forEach((_, index) => {
      if (!state.solved.includes(index)) shown.push({ group: index, found: false });
    });
  }
  return shown;
}

/** The level of each word of a guess, for the share grid. */
export function guessLevels(puzzle: Puzzle, guess: readonly string[]): number[] {
  return guess.map((word) => puzzle.groups[groupOfWord(puzzle.groups, word)]?.level ?? 0);
}

/** A saved game really belongs to this puzzle and follows the rules (else it is discarded). */
export function fitsPuzzle(puzzle: Puzzle, state: GameState): boolean {
  const words = allWords(puzzle);
  const solvedWords = state.solved.flatMap((group) => [...(puzzle.groups[group]?.words ?? [])]);
  const all = [...state.order, ...solvedWords];
  return (
    state.solved.every((group) => Number.isInteger(group) && group >= 0 && group < GROUP_COUNT) &&
    new Set(state.solved).size === state.solved.length &&
    all.length === words.length &&
    new Set(all).size === all.length &&
    all.every((word) => words.includes(word)) &&
    state.selected.length <= GROUP_SIZE &&
    state.selected.every((word) => state.order.includes(word)) &&
    new Set(state.selected).size === state.selected.length &&
    state.mistakes <= MAX_MISTAKES &&
    state.guesses.every((guess) => guess.length === GROUP_SIZE && guess.every((word) => words.includes(word)))
  );
}
