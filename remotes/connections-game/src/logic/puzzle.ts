// A Connections puzzle as the data files hold it, and the hand-written guard that checks a loaded bank
// (zod checks the same schema in the tests only, so it never ships).
import { isObject } from '@games/shared/game-kit/guards';

/** 0 yellow (straightforward) … 3 purple (wordplay, the trickiest). */
export type Level = 0 | 1 | 2 | 3;

export interface Group {
  name: string;
  level: Level;
  words: readonly [string, string, string, string] | readonly string[];
}

/** A word that tempts towards another group: it fits there too, but the whole grid only works one way. */
export interface Herring {
  word: string;
  /** The index (in `groups`) of the other group it seems to belong to. */
  alsoFits: number;
  note: string;
}

export interface Puzzle {
  id: string;
  groups: readonly Group[];
  herrings: readonly Herring[];
}

export const GROUP_COUNT = 4;
export const GROUP_SIZE = 4;
export const LEVEL_NAMES = ['Yellow', 'Green', 'Blue', 'Purple'] as const;
/** A shape per level, so colour is never the only signal. */
export const LEVEL_SHAPES = ['●', '▲', '◆', '★'] as const;
export const LEVEL_EMOJI = ['🟨', '🟩', '🟦', '🟪'] as const;

/** Plain ASCII capitals, digits, spaces, hyphens and apostrophes: one word or a short phrase. */
export const WORD_PATTERN = /^[A-Z0-9][A-Z0-9 '-]*[A-Z0-9]$|^[A-Z0-9]$/;

const isWord = (value: unknown): value is string => typeof value === 'string' && WORD_PATTERN.test(value) && value.length <= 14;

function isGroup(value: unknown, level: number): value is Group {
  return (
    isObject(value) &&
    typeof value.name === 'string' &&
    value.name.trim().length > 0 &&
    value.level === level &&
    Array.isArray(value.words) &&
    value.words.length === GROUP_SIZE &&
    value.words.every(isWord)
  );
}

/** Every guarantee the game relies on: four groups in level order, sixteen distinct words, herrings that point elsewhere. */
export function isPuzzle(value: unknown): value is Puzzle {
  if (!isObject(value) || typeof value.id !== 'string' || !Array.isArray(value.groups) || !Array.isArray(value.herrings)) return false;
  const groups: unknown[] = value.groups;
  if (groups.length !== GROUP_COUNT || !groups.every((group, index) => isGroup(group, index))) return false;
  const words = (groups as Group[]).flatMap((group) => group.words);
  if (new Set(words).size !== words.length) return false;
  const herrings: unknown[] = value.herrings;
  return (
    herrings.length > 0 &&
    herrings.every((herring) => {
      if (!isObject(herring) || typeof herring.word !== 'string' || typeof herring.note !== 'string') return false;
      const home = groupOfWord(groups as Group[], herring.word);
      return home >= 0 && Number.isInteger(herring.alsoFits) && herring.alsoFits !== home && (herring.alsoFits as number) >= 0 && (herring.alsoFits as number) < GROUP_COUNT;
    })
  );
}

export interface PuzzleBank {
  puzzles: readonly Puzzle[];
}

/** A loaded data file: a non-empty list of valid puzzles with distinct ids. */
export function isPuzzleBank(value: unknown): value is PuzzleBank {
  if (!isObject(value) || !Array.isArray(value.puzzles) || value.puzzles.length === 0) return false;
  const puzzles: unknown[] = value.puzzles;
  if (!puzzles.every(isPuzzle)) return false;
  return new Set((puzzles as Puzzle[]).map((puzzle) => puzzle.id)).size === puzzles.length;
}

/** The index of the group holding a word, or -1. */
export function groupOfWord(groups: readonly Group[], word: string): number {
  return groups.findIndex((group) => group.words.includes(word));
}

/** The sixteen words in group order. */
export function allWords(puzzle: Puzzle): string[] {
  return puzzle.groups.flatMap((group) => [...group.words]);
}
