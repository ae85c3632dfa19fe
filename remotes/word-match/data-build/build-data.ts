// `npm run word-data -- word-match`: the pairs of each relation (src/data/<relation>.data.json): the pairs a
// person read and kept in reviewed/<relation>.tsv (drafted by draft.ts under strict rules), and the conflicts
// that keep every visible word to exactly one valid partner. Nothing else ships.
import { assetJson, type BuiltFiles } from '@games/shared/word-data/assets';
import { loadWordNet, type WordNet } from '@games/shared/word-data/wordnet';
import { readReviewed } from './reviewed';
import { LEVELS, POOL_VERSION, RELATIONS, type Level, type LevelPool, type PoolFile, type Relation } from '../src/logic/pool';

/** The SCOWL tiers of each level's words (for antonyms, of the pair's rarer word): easy 10–20, medium 35, hard 40–55. */
export const LEVEL_TIERS: Record<Level, readonly number[]> = { easy: [10, 20], medium: [35], hard: [40, 50, 55] };
export const MAX_TIER = 55;
/** Each level ships at least this many kept pairs. */
export const MIN_PAIRS_PER_LEVEL = 120;
export const MAX_DEFINITION = 60;

export const poolPath = (relation: Relation) => `src/data/${relation}.data.json`;

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

/** Words too alike to show as another pair's partner (run / running): one holds the other's first five letters. */
const alike = (a: string, b: string) => a.includes(b.slice(0, Math.min(5, b.length))) || b.includes(a.slice(0, Math.min(5, a.length)));

/** A level's pool from its kept pairs: the pairs, and which may not be visible together. */
export function buildPool(relation: Relation, wordnet: WordNet, pairs: ReadonlyArray<readonly [string, string]>): LevelPool {
  const related = relationTest(relation, wordnet);
  const conflicts = pairs.map(([a, b], i) =>
    pairs.flatMap(([c, d], j) => (j !== i && (related(a, d) || related(c, b) || a === c || a === d || b === c || b === d || (relation !== 'definitions' && (alike(a, d) || alike(c, b) || alike(a, c) || alike(b, d)))) ? [j] : [])),
  );
  return { pairs: pairs.map(([a, b]) => [a, b]), conflicts };
}

/** The pairs that ship: the kept ones of the reviewed list, and nothing else. */
export function keptPairs(relation: Relation, level: Level): Array<[string, string]> {
  return readReviewed(relation)
    .filter((pair) => pair.verdict === 'keep' && pair.level === level)
    .map((pair) => [pair.word, pair.partner]);
}

export function buildData(): BuiltFiles {
  const wordnet = loadWordNet();
  const files: BuiltFiles = {};
  for (const relation of RELATIONS) {
    const levels = Object.fromEntries(LEVELS.map((level) => [level, buildPool(relation, wordnet, keptPairs(relation, level))])) as Record<Level, LevelPool>;
    const file: PoolFile = { v: POOL_VERSION, relation, levels };
    files[poolPath(relation)] = assetJson(file);
  }
  return files;
}
