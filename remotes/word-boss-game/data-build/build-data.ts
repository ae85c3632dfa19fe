// Builds word-boss-game's boards at build time (`npm run word-data -- word-boss-game`): common six- and
// seven-letter seed words with 10–40 common words inside them (the slots), the other valid words their letters
// make (accepted as bonus words), and a second asset with a short definition of every slot word, fetched only
// when a round ends and shows the missed words.
import { createHash } from 'node:crypto';
import { assetJson, type BuiltFiles } from '@games/shared/word-data/assets';
import { sortedLetters, validationWords } from '@games/shared/word-data/sources';
import { isAnswerWord, isOffensive } from '@games/shared/word-data/policy';
import { loadWordNet, type WordNet } from '@games/shared/word-data/wordnet';
import { DATA_VERSION, DEFINITION_BUCKETS, LEVEL_IDS, LEVEL_LENGTH, MIN_WORD, parseBoard, type BossData, type DefinitionsData } from '../src/logic/data';

/** Boards kept per level: months of dailies and unlimited rounds, small enough to ship. */
export const BOARDS_PER_LEVEL = 150;
export const MIN_SLOTS = 10;
export const MAX_SLOTS = 40;
const DEFINITION_LIMIT = 70;

const stableOrder = (word: string) => createHash('sha1').update(`word-boss-game:${word}`).digest('hex');

/** Every distinct sorted sub-multiset of a word's letters, MIN_WORD letters and up. */
function subKeys(word: string): Set<string> {
  const letters = [...word].sort();
  const keys = new Set<string>();
  for (let mask = 1; mask < 1 << letters.length; mask++) {
    const picked = letters.filter((_, i) => mask & (1 << i));
    if (picked.length >= MIN_WORD) keys.add(picked.join(''));
  }
  return keys;
}

/** The words a seed's letters make, each tile at most once: its sub-anagrams. */
export function subAnagrams(word: string, byLetters: ReadonlyMap<string, string[]>): string[] {
  return [...subKeys(word)].flatMap((key) => byLetters.get(key) ?? []);
}

const byLengthThenAlpha = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

function shorten(text: string): string {
  const first = text.split('; ')[0];
  return first.length <= DEFINITION_LIMIT ? first : `${first.slice(0, DEFINITION_LIMIT - 1).replace(/\s+\S*$/, '')}…`;
}

/** A short definition; an inflected form ("cats", "baked") borrows its base word's, named. */
export function shortDefinition(wordnet: WordNet, word: string): string | null {
  const [own] = wordnet.definitions(word);
  if (own) return `${own.pos}. ${shorten(own.definition)}`;
  const bases = [word.replace(/s$/, ''), word.replace(/es$/, ''), word.replace(/ed$/, ''), word.replace(/d$/, ''), word.replace(/ing$/, ''), word.replace(/ing$/, 'e'), word.replace(/ies$/, 'y'), word.replace(/ied$/, 'y'), word.replace(/er$/, ''), word.replace(/r$/, '')];
  for (const base of bases) {
    if (base === word || base.length < 2) continue;
    const [found] = wordnet.definitions(base);
    if (found) return `(${base}) ${found.pos}. ${shorten(found.definition)}`;
  }
  return null;
}

export function buildData(): BuiltFiles {
  const wordnet = loadWordNet();
  const byLetters = new Map<string, string[]>();
  for (const word of validationWords()) {
    if (word.length < MIN_WORD || word.length > 7 || isOffensive(word)) continue;
    const key = sortedLetters(word);
    const list = byLetters.get(key);
    if (list) list.push(word);
    else byLetters.set(key, [word]);
  }
  const common = (word: string) => isAnswerWord(word);

  const files: BuiltFiles = {};
  for (const level of LEVEL_IDS) {
    const length = LEVEL_LENGTH[level];
    const seen = new Set<string>();
    const lines: string[] = [];
    const seeds = [...byLetters.values()]
      .flat()
      .filter((word) => word.length === length && common(word))
      .sort((a, b) => (stableOrder(a) < stableOrder(b) ? -1 : 1));
    for (const seed of seeds) {
      if (lines.length >= BOARDS_PER_LEVEL) break;
      const letters = sortedLetters(seed);
      if (seen.has(letters)) continue; // one board per set of letters
      const words = [...new Set(subAnagrams(seed, byLetters))];
      const slots = words.filter(common).sort(byLengthThenAlpha);
      if (slots.length < MIN_SLOTS || slots.length > MAX_SLOTS) continue;
      if (!slots.every((word) => shortDefinition(wordnet, word))) continue;
      seen.add(letters);
      const bonus = words.filter((word) => !slots.includes(word)).sort(byLengthThenAlpha);
      lines.push(`${seed}|${slots.join(' ')}|${bonus.join(' ')}`);
    }
    lines.sort();
    files[`src/data/boards-${level}.json`] = assetJson({ v: DATA_VERSION, level, boards: lines } satisfies BossData);
    // The definitions in DEFINITION_BUCKETS files: board i's slot words are in bucket i mod DEFINITION_BUCKETS.
    for (let bucket = 0; bucket < DEFINITION_BUCKETS; bucket++) {
      const defs: Record<string, string> = {};
      lines.forEach((line, i) => {
        if (i % DEFINITION_BUCKETS === bucket) for (const word of parseBoard(line).slots) defs[word] ??= shortDefinition(wordnet, word)!;
      });
      const sorted = Object.fromEntries(Object.entries(defs).sort(([a], [b]) => (a < b ? -1 : 1)));
      files[`src/data/defs-${level}-${bucket}.json`] = assetJson({ v: DATA_VERSION, defs: sorted } satisfies DefinitionsData);
    }
  }
  return files;
}
