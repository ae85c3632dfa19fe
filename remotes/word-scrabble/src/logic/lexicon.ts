// The dictionary in memory: the DAWG for the move generator and word checks, and the common words.
import { buildDawg, hasWord, type Dawg } from './dawg';
import { decodeDictionary, type DictionaryAsset } from './dictionary-format';

export interface Lexicon {
  dawg: Dawg;
  common: ReadonlySet<string>;
}

export function lexiconFromAsset(asset: DictionaryAsset): Lexicon {
  const { words, common } = decodeDictionary(asset);
  return { dawg: buildDawg(words), common };
}

export const isWord = (lexicon: Lexicon, word: string) => word.length >= 2 && hasWord(lexicon.dawg, word.toLowerCase());

/** The words (upper case) that are not in the dictionary. */
export const invalidWords = (lexicon: Lexicon, words: readonly string[]) => words.filter((w) => !isWord(lexicon, w));
