// The shape of the shipped data (built by data-build/build-data.ts) and its checks when it loads.
import { isPackId, PACK_MAX_LENGTH, PACK_MIN_LENGTH, type PackId } from './packs';

export const DATA_VERSION = 1;
export const WORD_LENGTHS = [4, 5, 6, 7, 8] as const;
export type WordLength = (typeof WORD_LENGTHS)[number];

/** Answers by length; each entry is "answer other1 other2…": the answer, then the other valid words of its letters. */
export interface ScrambleData {
  v: number;
  words: Partial<Record<number, string[]>>;
}

/** One short definition per answer of a length ("noun. a …"). */
export interface DefinitionsData {
  v: number;
  defs: Record<string, string>;
}

export interface Entry {
  answer: string;
  /** Every word the letters make that counts as solving it: the answer first. */
  accepted: string[];
}

/** One themed pack: its entries (as in ScrambleData, 3–6 letters) and the short definition of each answer. */
export interface PackData {
  v: number;
  pack: PackId;
  words: string[];
  defs: Record<string, string>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const PLAIN = /^[a-z]+$/;

export function isScrambleData(value: unknown): value is ScrambleData {
  if (!isObject(value) || value.v !== DATA_VERSION || !isObject(value.words)) return false;
  const words = value.words;
  return WORD_LENGTHS.every((length) => {
    const list = words[length];
    return (
      Array.isArray(list) &&
      list.length > 0 &&
      list.every((line) => typeof line === 'string' && line.split(' ').every((word) => word.length === length && PLAIN.test(word)))
    );
  });
}

export function isDefinitionsData(value: unknown): value is DefinitionsData {
  return isObject(value) && value.v === DATA_VERSION && isObject(value.defs) && Object.values(value.defs).every((text) => typeof text === 'string');
}

export function isPackData(value: unknown): value is PackData {
  if (!isObject(value) || value.v !== DATA_VERSION || !isPackId(value.pack) || !Array.isArray(value.words) || value.words.length === 0) return false;
  if (!isDefinitionsData({ v: value.v, defs: value.defs })) return false;
  return value.words.every((line) => {
    if (typeof line !== 'string') return false;
    const [answer, ...others] = line.split(' ');
    return (
      PLAIN.test(answer) &&
      answer.length >= PACK_MIN_LENGTH &&
      answer.length <= PACK_MAX_LENGTH &&
      others.every((word) => PLAIN.test(word) && word.length === answer.length)
    );
  });
}

export function parseEntry(line: string): Entry {
  const accepted = line.split(' ');
  return { answer: accepted[0], accepted };
}

export const entriesOf = (data: ScrambleData, length: WordLength): Entry[] => (data.words[length] ?? []).map(parseEntry);
