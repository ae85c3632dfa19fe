import type { CategoryKey } from './categories';

/**
 * Category values as the catalogue stores them. 'causal' is a misspelling kept on purpose (SPEC §3):
 * it matches no category, so matching-card and falling-stars do not show under Casual Games.
 */
export type CategoryValue = Exclude<CategoryKey, 'all'> | 'causal';

export interface GameEntry {
  id: number;
  /** Slug used in /game/{name}. */
  name: string;
  image: string;
  categories: readonly CategoryValue[];
}

const image = (name: string) => `/images/games/${name}.svg`;

const entry = (id: number, name: string, categories: CategoryValue[]): GameEntry => ({ id, name, image: image(name), categories });

/** The 35 gallery games, in gallery order (SPEC §3). */
export const GAMES: readonly GameEntry[] = [
  entry(1, 'word-search', ['puzzle', 'word', 'educational']),
  entry(2, 'sudoku', ['puzzle', 'educational', 'logic']),
  entry(3, 'brainvita', ['logic']),
  entry(4, 'tic-tac-toe', ['skill', 'casual', 'puzzle']),
  entry(5, 'arithmetic-game', ['puzzle', 'educational', 'logic']),
  entry(6, 'word-match', ['skill', 'word', 'puzzle', 'casual', 'educational']),
  entry(7, 'sequence-game', ['logic', 'educational']),
  entry(8, 'memory-game', ['logic', 'casual']),
  entry(9, 'flexibility-game', ['logic', 'educational']),
  entry(10, 'number-connect', ['skill', 'casual']),
  entry(11, 'word-boss-game', ['skill', 'word', 'educational']),
  entry(12, 'kakuro-cross-sums', ['puzzle', 'logic']),
  entry(13, 'merge-and-double', ['puzzle', 'skill', 'casual']),
  entry(14, 'cross-sums', ['puzzle', 'logic']),
  entry(15, 'quiz-master-game', ['casual', 'educational']),
  entry(16, 'reversi-game', ['logic', 'casual']),
  entry(17, 'one-line-draw', ['puzzle', 'skill']),
  entry(18, 'sequent-number-game', ['logic', 'puzzle', 'educational']),
  entry(19, '2048', ['puzzle', 'skill', 'casual']),
  entry(20, 'crossclimb-game', ['puzzle', 'word', 'educational']),
  entry(21, 'queens-game', ['logic']),
  entry(22, 'zip-game', ['casual', 'skill']),
  entry(23, 'tango-game', ['logic']),
  entry(24, 'binairo-game', ['logic', 'puzzle']),
  entry(25, 'connections-game', ['word', 'educational', 'casual']),
  entry(26, 'domino-merge-game', ['casual', 'skill']),
  entry(27, 'chess', ['skill', 'logic']),
  entry(28, 'popular-words', ['word', 'educational', 'casual', 'logic']),
  entry(29, 'the-black', ['puzzle', 'skill', 'logic']),
  entry(30, 'the-grid', ['puzzle', 'skill', 'logic']),
  entry(31, 'word-scrabble', ['word', 'logic', 'puzzle']),
  entry(32, 'matching-card', ['skill', 'puzzle', 'causal']),
  entry(33, 'quartiles', ['word', 'logic', 'puzzle', 'educational']),
  entry(34, 'falling-stars', ['skill', 'causal']),
  entry(35, 'word-scramble', ['word', 'logic', 'educational']),
];

/** Playable but not listed in the gallery (SPEC §1). */
export const HIDDEN_GAMES: readonly string[] = ['path-puzzle-game'];

/** Every name /game/{name} accepts. */
export const PLAYABLE_GAME_NAMES: readonly string[] = [...GAMES.map((g) => g.name), ...HIDDEN_GAMES];

export function isPlayableGame(name: string): boolean {
  return PLAYABLE_GAME_NAMES.includes(name);
}

export function gamesInCategory(key: CategoryKey): readonly GameEntry[] {
  if (key === 'all') return GAMES;
  return GAMES.filter((g) => g.categories.includes(key));
}

/** 'word-search' → 'Word Search' (SPEC: hyphens to spaces, words capitalised). */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
