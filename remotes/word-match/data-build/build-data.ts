// `npm run word-data -- word-match`: the pairs of each relation (src/data/<relation>.data.json), drafted
// from WordNet: common words (SCOWL tiers by level), no profanity, and the conflicts that keep every
// visible word to exactly one valid partner.
import { assetJson, type BuiltFiles } from '@games/shared/word-data/assets';
import { commonWords, wordTier } from '@games/shared/word-data/sources';
import { isOffensive } from '@games/shared/word-data/policy';
import { loadWordNet, PARTS_OF_SPEECH, type PartOfSpeech, type WordNet } from '@games/shared/word-data/wordnet';
import { LEVELS, POOL_VERSION, RELATIONS, type Level, type LevelPool, type PoolFile, type Relation } from '../src/logic/pool';

/** The SCOWL tiers of each level's words: easy 10–20, medium 35, hard 40–50. */
export const LEVEL_TIERS: Record<Level, readonly number[]> = { easy: [10, 20], medium: [35], hard: [40, 50] };
export const MAX_TIER = 50;
export const PAIRS_PER_LEVEL = 160;
export const MAX_DEFINITION = 60;

export const poolPath = (relation: Relation) => `src/data/${relation}.data.json`;

const PLAIN = /^[a-z]{3,}$/;
/** A word fit to show: plain, at most tier 50, not profane. */
export const fitWord = (word: string) => PLAIN.test(word) && (wordTier(word) ?? 99) <= MAX_TIER && !isOffensive(word);
const levelOf = (tier: number): Level | null => LEVELS.find((level) => LEVEL_TIERS[level].includes(tier)) ?? null;
/** Words too alike to pair (run/running, happy/unhappy): one contains the other's first five letters or whole. */
const alike = (a: string, b: string) => a.includes(b.slice(0, Math.min(5, b.length))) || b.includes(a.slice(0, Math.min(5, a.length)));

/**
 * The broad relation used for conflicts (wider than the pairs themselves, so nothing a player could fairly
 * think right is ever visible beside the intended partner):
 * - synonyms: b shares a sense with a, or with one of a's synonyms;
 * - antonyms: b is an antonym of a or of one of a's synonyms (either way round);
 * - definitions: the text is the definition of one of a's senses, or of a synonym's.
 */
export function relationTest(relation: Relation, wordnet: WordNet): (a: string, b: string) => boolean {
  const cache = new Map<string, Set<string>>();
  const memo = (key: string, make: () => Iterable<string>) => {
    let set = cache.get(key);
    if (!set) cache.set(key, (set = new Set(make())));
    return set;
  };
  const syn = (w: string) => memo(`s:${w}`, () => wordnet.synonyms(w));
  const syn2 = (w: string) => memo(`s2:${w}`, () => [...syn(w), ...[...syn(w)].flatMap((s) => [...syn(s)])]);
  const ant = (w: string) => memo(`a:${w}`, () => [w, ...syn(w)].flatMap((s) => wordnet.antonyms(s)));
  const defs = (w: string) => memo(`d:${w}`, () => [w, ...syn(w)].flatMap((s) => wordnet.definitions(s).map((d) => d.definition)));
  if (relation === 'synonyms') return (a, b) => a !== b && (syn2(a).has(b) || syn2(b).has(a));
  if (relation === 'antonyms') return (a, b) => ant(a).has(b) || ant(b).has(a);
  return (a, d) => defs(a).has(d);
}

/** The intended partner of a word, or null: its first-sense synonym / direct antonym / first definition. */
function partnerOf(relation: Relation, word: string, wordnet: WordNet): string | null {
  const pos = mainPos(word, wordnet);
  if (relation === 'definitions') {
    const [first] = wordnet.definitions(word, pos);
    if (!first) return null;
    const text = first.definition;
    if (text.length > MAX_DEFINITION || text.length < 8 || givesAway(word, text) || isProfaneText(text)) return null;
    return text;
  }
  const candidates = relation === 'synonyms' ? wordnet.synonyms(word, { pos, senses: 1 }) : wordnet.antonyms(word, { pos, senses: 3 });
  return candidates.find((other) => fitWord(other) && !alike(word, other) && (wordTier(other) ?? 99) <= Math.max(20, wordTier(word) ?? 99)) ?? null;
}

const UNFIT_IN_TEXT = /obscen|sexual|genital|drunk|kill/;
const isProfaneText = (text: string) => UNFIT_IN_TEXT.test(text) || text.split(/[^a-z]+/i).some((word) => word && isOffensive(word));
const STOP = new Set(['the', 'and', 'for', 'not', 'one', 'two', 'its', 'has', 'had', 'was', 'are', 'who', 'with', 'that', 'this', 'from', 'into', 'used', 'make', 'made', 'have', 'being', 'having', 'relating']);
/** A definition that names its own word (topless: "having no top"). */
function givesAway(word: string, text: string): boolean {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((token) => token.length >= 3 && !STOP.has(token) && (word.startsWith(token) || (token.length >= 4 && word.length >= 4 && token.slice(0, 4) === word.slice(0, 4))));
}

/**
 * The word's main part of speech: the one with the most senses (WordNet orders senses by frequency only
 * within a part of speech; "simple" is mostly an adjective, not the herb).
 */
function mainPos(word: string, wordnet: WordNet): PartOfSpeech | undefined {
  let best: PartOfSpeech | undefined;
  let most = 0;
  for (const pos of PARTS_OF_SPEECH) {
    const count = wordnet.senses(word, pos).length;
    if (count > most) [best, most] = [pos, count];
  }
  return best;
}

export function buildPool(relation: Relation, wordnet: WordNet, words: readonly string[]): Record<Level, LevelPool> {
  const related = relationTest(relation, wordnet);
  const used = new Set<string>();
  const out = {} as Record<Level, LevelPool>;
  for (const level of LEVELS) {
    const pairs: Array<[string, string]> = [];
    for (const word of words) {
      if (pairs.length >= PAIRS_PER_LEVEL) break;
      if (levelOf(wordTier(word)!) !== level || used.has(word)) continue;
      const partner = partnerOf(relation, word, wordnet);
      if (!partner || used.has(partner)) continue;
      used.add(word);
      used.add(partner);
      pairs.push([word, partner]);
    }
    const conflicts = pairs.map(([a, b], i) =>
      pairs.flatMap(([c, d], j) => (j !== i && (related(a, d) || related(c, b) || a === c || a === d || b === c || b === d || (relation !== 'definitions' && (alike(a, d) || alike(c, b) || alike(a, c) || alike(b, d)))) ? [j] : [])),
    );
    out[level] = { pairs, conflicts };
  }
  return out;
}

/** The candidate words: every plain word of tiers 10–50 that WordNet knows, in a fixed shuffled order. */
function candidateWords(wordnet: WordNet): string[] {
  const words: string[] = [];
  for (const tier of [10, 20, 35, 40, 50]) {
    // Sorted then hashed into a stable order, so the pairs are the same on every build.
    const own = allWords().filter((w) => wordTier(w) === tier && fitWord(w) && wordnet.senses(w).length > 0);
    words.push(...own.sort((a, b) => hash(a) - hash(b) || (a < b ? -1 : 1)));
  }
  return words;
}

let all: string[] | null = null;
const allWords = (): string[] => (all ??= commonWords(MAX_TIER));

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

export function buildData(): BuiltFiles {
  const wordnet = loadWordNet();
  const words = candidateWords(wordnet);
  const files: BuiltFiles = {};
  for (const relation of RELATIONS) {
    const file: PoolFile = { v: POOL_VERSION, relation, levels: buildPool(relation, wordnet, words) };
    files[poolPath(relation)] = assetJson(file);
  }
  return files;
}
