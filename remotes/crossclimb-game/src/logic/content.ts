/** The ladder bank: its shape and the small runtime guard that checks the downloaded file. */

export const RUNGS = 7;
export const WORD_LENGTH = 4;
export const MIDDLE = 5;

export interface Ladder {
  /** Stable id, e.g. "cc-001" (saved in progress and solved lists). */
  id: string;
  /** The seven rungs, top to bottom, lowercase. */
  words: string[];
  /** Clues of words 2..6 (index i clues words[i + 1]). */
  clues: string[];
  /** The one clue shared by the top and bottom rungs. */
  endClue: string;
}

export interface LadderPack {
  version: 1;
  ladders: Ladder[];
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0 && value.length <= 200;
const isWord = (value: unknown): value is string => typeof value === 'string' && /^[a-z]{4}$/.test(value);

export function isLadder(value: unknown): value is Ladder {
  if (typeof value !== 'object' || value === null) return false;
  const { id, words, clues, endClue } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    /^[a-z0-9-]{1,32}$/.test(id) &&
    Array.isArray(words) &&
    words.length === RUNGS &&
    words.every(isWord) &&
    Array.isArray(clues) &&
    clues.length === MIDDLE &&
    clues.every(isText) &&
    isText(endClue)
  );
}

/** The runtime check of the downloaded bank (the tests check it against the zod schema too). */
export function isLadderPack(value: unknown): value is LadderPack {
  if (typeof value !== 'object' || value === null) return false;
  const { version, ladders } = value as Record<string, unknown>;
  return version === 1 && Array.isArray(ladders) && ladders.length > 0 && ladders.every(isLadder);
}
