// Builds word-scramble's data at build time (`npm run word-data -- word-scramble`): the answers by length with
// the other valid words their letters make (any of them is accepted), and one short definition per answer in a
// second asset per length, fetched only when a solved word shows it; and the kids' themed packs, one asset each
// (answers with their definitions), fetched when a pack is chosen.
import { createHash } from 'node:crypto';
import { commonWords, COMMON_TIER, isCommonAnswer, isProfane, sortedLetters, validationWords, wordTier, type ScowlTier } from '@games/shared/word-data/sources';
import { assetJson, type BuiltFiles } from '@games/shared/word-data/assets';
import { loadWordNet, type LexFile, type WordNet } from '@games/shared/word-data/wordnet';
import { DATA_VERSION, WORD_LENGTHS, type DefinitionsData, type PackData, type ScrambleData } from '../src/logic/data';
import { PACK_IDS, PACK_MAX_LENGTH, PACK_MIN_LENGTH, type PackId } from '../src/logic/packs';
import { isKidSafe } from './kid-safe';

/** Answers come from SCOWL's two most common tiers (≤ 20, inside the common ≤ 35 the pipeline allows). */
export const ANSWER_TIER: ScowlTier = 20;
/** Answers kept per length: enough for months of dailies and rounds, small enough to ship. */
export const PER_LENGTH = 300;
const DEFINITION_LIMIT = 90;

/** A pack's theme: the WordNet lexicographer files its words' main noun sense may come from. */
export const PACK_THEMES: Record<PackId, readonly LexFile[]> = {
  animals: ['noun.animal'],
  food: ['noun.food'],
  body: ['noun.body'],
  plants: ['noun.plant'],
  nature: ['noun.object', 'noun.phenomenon'],
  things: ['noun.artifact'],
  places: ['noun.location'],
};
/** Words kept per pack: six rounds of ten without a repeat, the most common words first. */
export const PACK_SIZE = 60;

/** Where a pack word ranks: SCOWL's most common tiers first (10, 20, then 35 to fill), then its main sense's familiarity. */
export interface PackCandidate {
  word: string;
  tier: ScowlTier;
  /** How often WordNet's tagged texts used the word in its main noun sense. */
  familiarity: number;
  definition: string;
}

const stableOrder = (word: string) => createHash('sha1').update(`word-scramble:${word}`).digest('hex');

function shortDefinition(text: string): string {
  const first = text.split('; ')[0];
  return first.length <= DEFINITION_LIMIT ? first : `${first.slice(0, DEFINITION_LIMIT - 1).replace(/\s+\S*$/, '')}…`;
}

export function buildData(): BuiltFiles {
  const wordnet = loadWordNet();
  const valid = validationWords();
  const byLetters = new Map<string, string[]>();
  for (const word of valid) {
    if (word.length < PACK_MIN_LENGTH || word.length > WORD_LENGTHS[WORD_LENGTHS.length - 1]) continue;
    const key = sortedLetters(word);
    const list = byLetters.get(key);
    if (list) list.push(word);
    else byLetters.set(key, [word]);
  }

  const levels: ScrambleData['words'] = {};
  const files: BuiltFiles = {};
  for (const length of WORD_LENGTHS) {
    const candidates = [...byLetters.values()]
      .flat()
      .filter((word) => word.length === length && (wordTier(word) ?? 99) <= ANSWER_TIER && isCommonAnswer(word))
      // Letters a scramble can hide: more than one distinct letter and no profane anagram to stumble on.
      .filter((word) => new Set(word).size > 1 && !byLetters.get(sortedLetters(word))!.some(isProfane))
      .filter((word) => wordnet.definitions(word).length > 0)
      .sort((a, b) => (stableOrder(a) < stableOrder(b) ? -1 : 1))
      .slice(0, PER_LENGTH)
      .sort();
    levels[length] = candidates.map((word) => [word, ...byLetters.get(sortedLetters(word))!.filter((other) => other !== word).sort()].join(' '));
    const defs: DefinitionsData = { v: DATA_VERSION, defs: {} };
    for (const word of candidates) {
      const [first] = wordnet.definitions(word);
      defs.defs[word] = `${first.pos}. ${shortDefinition(first.definition)}`;
    }
    files[`src/data/defs-${length}.json`] = assetJson(defs);
  }
  const data: ScrambleData = { v: DATA_VERSION, words: levels };
  for (const pack of PACK_IDS) {
    const chosen = packWords(wordnet, byLetters, pack);
    const packData: PackData = {
      v: DATA_VERSION,
      pack,
      words: chosen.map(({ word }) => [word, ...byLetters.get(sortedLetters(word))!.filter((other) => other !== word).sort()].join(' ')),
      defs: Object.fromEntries(chosen.map(({ word, definition }) => [word, `noun. ${shortDefinition(definition)}`])),
    };
    files[`src/data/pack-${pack}.json`] = assetJson(packData);
  }
  return { 'src/data/words.json': assetJson(data), ...files };
}

/** Distinct arrangements of a word's letters: n! over the repeats' factorials. */
function arrangements(word: string): number {
  const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
  const counts = new Map<string, number>();
  for (const letter of word) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  return [...counts.values()].reduce((total, count) => total / factorial(count), factorial(word.length));
}

/**
 * A pack's words: common (SCOWL ≤ 35, not profane), 3–6 letters, whose main (first) noun sense is in the pack's
 * theme and was seen in WordNet's tagged texts (so "bear" the animal counts, and rare senses such as "entire"
 * the stallion do not), with a kid-safe definition and some arrangement of the letters that is not a word (a
 * scramble can hide it). The most common tiers first, then the most familiar, up to PACK_SIZE; sorted.
 */
export function packCandidates(wordnet: WordNet, byLetters: ReadonlyMap<string, string[]>, pack: PackId): PackCandidate[] {
  const themes = PACK_THEMES[pack];
  return commonWords(COMMON_TIER)
    .filter((word) => word.length >= PACK_MIN_LENGTH && word.length <= PACK_MAX_LENGTH && isCommonAnswer(word))
    .flatMap((word): PackCandidate[] => {
      const [main] = wordnet.senses(word, 'noun');
      if (!main || !themes.includes(main.synset.lexFile)) return [];
      const definition = main.synset.definition;
      const familiarity = wordnet.tagCount(word, main);
      const anagrams = byLetters.get(sortedLetters(word)) ?? [word];
      const hideable = new Set(word).size > 1 && anagrams.length < arrangements(word) && !anagrams.some(isProfane);
      const clean = isKidSafe(word, definition) && !(definition.toLowerCase().match(/[a-z]+/g) ?? []).some(isProfane);
      return familiarity > 0 && hideable && clean && definition ? [{ word, tier: wordTier(word)!, familiarity, definition }] : [];
    })
    .sort((a, b) => a.tier - b.tier || b.familiarity - a.familiarity || (a.word < b.word ? -1 : 1));
}

export function packWords(wordnet: WordNet, byLetters: ReadonlyMap<string, string[]>, pack: PackId): PackCandidate[] {
  return packCandidates(wordnet, byLetters, pack)
    .slice(0, PACK_SIZE)
    .sort((a, b) => (a.word < b.word ? -1 : 1));
}
