// The dictionary in memory: the DAWG for the move generator and word checks, the common words and the words the
// computer never plays.
import { buildDawg, hasWord, type Dawg } from './dawg';
import { decodeDictionary, type DictionaryAsset } from './dictionary-format';

export interface Lexicon {
  dawg: Dawg;
  common: ReadonlySet<string>;
  /** Valid words the computer never plays nor suggests (family-unfit); a player may play them. */
  unfit: ReadonlySet<string>;
}

export function lexiconFromAsset(asset: DictionaryAsset): Lexicon {
  const { words, common, unfit } = decodeDictionary(asset);
  return { dawg: buildDawg(words), common, unfit };
}

export const isWord = (lexicon: Lexicon, word: string) => word.length >= 2 && hasWord(lexicon.dawg, word.toLowerCase());

/** The words (upper case) that are not in the dictionary. */
export const invalidWords = (lexicon: Lexicon, words: readonly string[]) => words.filter((w) => !isWord(lexicon, w));
