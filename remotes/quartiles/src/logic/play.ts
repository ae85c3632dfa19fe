// One board being played: the tiles picked so far, the words found, hints. Plain data, saved as it is.
import { keyOfPath, quartilesOf, wordOf, type Board, type TilePath } from './pack';
import { pointsFor } from './scoring';

export interface Play {
  /** Tiles picked for the word being built, in order (each at most once). */
  selection: number[];
  /** Keys of the words found (keyOfPath), in the order found. */
  found: string[];
  hints: number;
  /** The tile the last hint points at (the first tile of an unfound word). */
  hintTile: number | null;
}

export const newPlay = (): Play => ({ selection: [], found: [], hints: 0, hintTile: null });

export const MAX_TILES = 4;

/** Picks a tile, or unpicks it when it is the last one picked; other picked tiles and a fifth tile are refused. */
export function toggleTile(play: Play, tile: number): Play {
  const { selection } = play;
  if (selection[selection.length - 1] === tile) return { ...play, selection: selection.slice(0, -1) };
  if (selection.includes(tile) || selection.length >= MAX_TILES) return play;
  return { ...play, selection: [...selection, tile] };
}

export const backspace = (play: Play): Play => (play.selection.length === 0 ? play : { ...play, selection: play.selection.slice(0, -1) });
export const clearSelection = (play: Play): Play => (play.selection.length === 0 ? play : { ...play, selection: [] });

export type SubmitOutcome =
  | { kind: 'empty' }
  | { kind: 'found'; word: string; points: number; quartile: boolean; counted: boolean }
  | { kind: 'again'; word: string }
  | { kind: 'not-a-word'; word: string };

/** Every word the board accepts: the counted ones, then the extra ones. */
const acceptedWords = (board: Board): readonly TilePath[] => [...board.words, ...board.extra];

/** The key of the word the selection spells, when the board accepts it (any tile path spelling it). */
function matchingKey(board: Board, selection: TilePath): string | null {
  const word = wordOf(board, selection);
  const exact = keyOfPath(selection);
  const paths = acceptedWords(board).filter((path) => path.length === selection.length && wordOf(board, path) === word);
  if (paths.length === 0) return null;
  return paths.some((path) => keyOfPath(path) === exact) ? exact : keyOfPath(paths[0]);
}

/** Checks the selection as a word; the selection is cleared unless it was empty. */
export function submit(board: Board, play: Play): { play: Play; outcome: SubmitOutcome } {
  if (play.selection.length === 0) return { play, outcome: { kind: 'empty' } };
  const word = wordOf(board, play.selection);
  const key = matchingKey(board, play.selection);
  const cleared = { ...play, selection: [] };
  if (key === null) return { play: cleared, outcome: { kind: 'not-a-word', word } };
  if (play.found.includes(key)) return { play: cleared, outcome: { kind: 'again', word } };
  // A hint is used up once a word starting at its tile is found.
  const hintTile = play.hintTile !== null && key.charCodeAt(0) - 97 === play.hintTile ? null : play.hintTile;
  return {
    play: { ...cleared, found: [...play.found, key], hintTile },
    outcome: { kind: 'found', word, points: pointsFor(play.selection.length), quartile: play.selection.length === 4, counted: isCounted(board, key) },
  };
}

/** Whether a found word's key is one of the counted words (not an extra one). */
export const isCounted = (board: Board, key: string): boolean => board.words.some((path) => keyOfPath(path) === key);

/** How many counted words are found: the x of "x of N" (extra words score but do not count). */
export const countedFound = (board: Board, play: Play): number => play.found.filter((key) => isCounted(board, key)).length;

export const scoreOf = (play: Play): number => play.found.reduce((sum, key) => sum + pointsFor(key.length), 0);

export const foundQuartiles = (board: Board, play: Play): TilePath[] => quartilesOf(board).filter((path) => play.found.includes(keyOfPath(path)));

/** Complete when all five quartiles are found (play may go on). */
export const isComplete = (board: Board, play: Play): boolean => foundQuartiles(board, play).length === quartilesOf(board).length;

/** The board's total points when every counted word is found. */
export const maxScoreOf = (board: Board): number => board.words.reduce((sum, path) => sum + pointsFor(path.length), 0);

/** The word a hint is about: the first unfound quartile, else the longest unfound word. */
function hintTarget(board: Board, found: readonly string[]): TilePath | null {
  const unfound = (path: TilePath) => !found.includes(keyOfPath(path));
  const quartile = quartilesOf(board).find(unfound);
  if (quartile) return quartile;
  const rest = board.words.filter(unfound).sort((a, b) => b.length - a.length);
  return rest[0] ?? null;
}

/** Points at the first tile of an unfound word (a quartile first); null when every word is found. */
export function takeHint(board: Board, play: Play): Play | null {
  const target = hintTarget(board, play.found);
  if (!target) return null;
  return { ...play, hints: play.hints + 1, hintTile: target[0] };
}

/** Found words as text, in the order found. */
export const foundWords = (board: Board, play: Play): string[] => play.found.map((key) => wordOf(board, [...key].map((c) => c.charCodeAt(0) - 97)));

/** Whether a restored play fits the board: tiles in range, found words that are the board's. */
export function isPlay(value: unknown): value is Play {
  if (typeof value !== 'object' || value === null) return false;
  const { selection, found, hints, hintTile } = value as Record<string, unknown>;
  return (
    Array.isArray(selection) &&
    selection.length <= MAX_TILES &&
    selection.every((tile) => Number.isInteger(tile) && tile >= 0 && tile < 20) &&
    Array.isArray(found) &&
    found.every((key) => typeof key === 'string' && /^[a-t]{1,4}$/.test(key)) &&
    Number.isInteger(hints) &&
    (hints as number) >= 0 &&
    (hintTile === null || (Number.isInteger(hintTile) && (hintTile as number) >= 0 && (hintTile as number) < 20))
  );
}

export const playFits = (board: Board, play: Play): boolean => {
  const keys = new Set(acceptedWords(board).map(keyOfPath));
  return play.found.every((key) => keys.has(key)) && new Set(play.found).size === play.found.length;
};
