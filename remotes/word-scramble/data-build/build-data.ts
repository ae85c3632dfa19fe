// Builds word-scramble's data at build time (`npm run word-data -- word-scramble`): the answers by length with
// the other valid words their letters make (any of them is accepted), and one short definition per answer in a
// second asset per length, fetched only when a solved word shows it.
import { createHash } from 'node:crypto';
import { isCommonAnswer, isProfane, sortedLetters, validationWords, wordTier, type ScowlTier } from '@games/shared/word-data/sources';
import { assetJson, type BuiltFiles } from '@games/shared/word-data/assets';
import { loadWordNet } from '@games/shared/word-data/wordnet';
import { DATA_VERSION, WORD_LENGTHS, type DefinitionsData, type ScrambleData } from '../src/logic/data';

/** Answers come from SCOWL's two most common tiers (≤ 20, inside the common ≤ 35 the pipeline allows). */
export const ANSWER_TIER: ScowlTier = 20;
/** Answers kept per length: enough for months of dailies and rounds, small enough to ship. */
export const PER_LENGTH = 300;
const DEFINITION_LIMIT = 90;

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
    if (word.length < WORD_LENGTHS[0] || word.length > WORD_LENGTHS[WORD_LENGTHS.length - 1]) continue;
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
  return { 'src/data/words.json': assetJson(data), ...files };
}
