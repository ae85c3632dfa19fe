// Drafts candidate pairs for a person to read (`npx tsx remotes/word-match/data-build/draft.ts`): new candidates
// are appended to reviewed/<relation>.tsv with the verdict "?" and ship only once a reader marks them "keep".
// The rules are strict so that little needs dropping:
// - both words are answers under the word-data policy (common, clean, family-fit, no names, no contractions);
// - the relation holds in both words' most frequent senses (the sense WordNet's tagged texts meet most), not in
//   a one-off sense (potbelly = corporation);
// - no morphological cousins (happy / unhappy, decide / decided);
// - a definition is the word's most frequent sense, short, and does not give the word away.
import { isAnswerWord, mainSense, stemsOf } from '@games/shared/word-data/policy';
import { commonWords, wordTier } from '@games/shared/word-data/sources';
import { loadWordNet, type WordNet } from '@games/shared/word-data/wordnet';
import { LEVELS, RELATIONS, type Level, type Relation } from '../src/logic/pool';
import { LEVEL_TIERS, MAX_DEFINITION, MAX_TIER } from './build-data';
import { readReviewed, writeReviewed, type ReviewedPair } from './reviewed';

/** Candidates drafted per relation and level: more than ship, since a reader drops some. */
export const DRAFT_PER_LEVEL = Number(process.env.DRAFT_PER_LEVEL ?? 175);

const levelOf = (tier: number): Level | null => LEVELS.find((level) => LEVEL_TIERS[level].includes(tier)) ?? null;

/**
 * Morphological cousins, too alike to pair: one holds the other, they share their first three letters (useful /
 * useless) or, unless they are to be opposites, their last five (inclusion / exclusion), or a stem.
 */
export function cousins(a: string, b: string, opposites = false): boolean {
  if (a.includes(b) || b.includes(a)) return true;
  // Antonyms made by opposite prefixes (import / export, overstate / understate) are opposites, not one word's
  // forms; opposite suffixes on one stem (careful / careless) are its forms.
  if (a.length >= 3 && b.length >= 3 && a.slice(0, 3) === b.slice(0, 3)) return true;
  if (!opposites && a.length >= 5 && b.length >= 5 && a.slice(-5) === b.slice(-5)) return true;
  const stems = (w: string) => new Set([w, ...stemsOf(w)]);
  const sa = stems(a);
  return [...stems(b)].some((s) => sa.has(s));
}

const STOP = new Set(['the', 'and', 'for', 'not', 'one', 'two', 'its', 'has', 'had', 'was', 'are', 'who', 'with', 'that', 'this', 'from', 'into', 'used', 'make', 'made', 'have', 'being', 'having', 'relating', 'something', 'someone']);
/** A definition that names its own word or a cousin of it (topless: "having no top"). */
export function givesAway(word: string, text: string): boolean {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((token) => token.length >= 3 && !STOP.has(token) && cousins(word, token));
}

/** A partner word fit to show: an answer up to SCOWL 35 (20 for the easy level). */
const partnerFits = (word: string, level: Level) => /^[a-z]{3,}$/.test(word) && isAnswerWord(word, level === 'easy' ? 20 : level === 'medium' ? 35 : 55);

function partnerOf(relation: Relation, word: string, level: Level, wordnet: WordNet): string | null {
  const main = mainSense(word);
  if (!main) return null;
  // A sense WordNet's tagged texts never met is no proof of what readers take the word to mean.
  const met = (w: string, sense: typeof main) => wordnet.tagCount(w, sense) > 0;
  if (relation !== 'antonyms' && !met(word, main)) return null;
  if (relation === 'definitions') {
    const text = main.synset.definition;
    if (text.length > MAX_DEFINITION || text.length < 8 || /[()"`;]/.test(text) || givesAway(word, text)) return null;
    if (text.toLowerCase().split(/[^a-z]+/).some((token) => token && !isAnswerWord(token, 70) && (wordTier(token) ?? 99) <= 70 && !/^(?:a|an|of|or|to|in|on|by|as|at|be|is|it)$/.test(token))) return null;
    return text;
  }
  // Antonyms: WordNet's direct antonym pointers (hand-made) from the word's most frequent sense or its first
  // two in that part of speech.
  const antonymSenses = [main, ...wordnet.senses(word, main.pos).slice(0, 2)];
  const pointers = antonymSenses.flatMap(({ synset }) => synset.antonyms.filter((pointer) => pointer.from === synset.words.indexOf(word)));
  const candidates =
    relation === 'synonyms'
      ? main.synset.words.filter((other) => other !== word)
      : pointers.flatMap((pointer) => {
          const target = wordnet.synset(pointer.synset);
          return target ? [target.words[pointer.to]] : [];
        });
  const fits = candidates.filter((other) => {
    if (!partnerFits(other, level) || cousins(word, other, relation === 'antonyms')) return false;
    // The relation holds in the partner's most frequent sense too: for synonyms the same synset, for antonyms
    // the synset the antonym pointer leads to.
    const theirs = mainSense(other);
    if (!theirs) return false;
    if (relation === 'synonyms') return theirs.synset.key === main.synset.key && met(other, theirs);
    // Antonyms: the partner's most frequent sense, or one of its first two in this part of speech, is the one pointed at.
    const theirFirst = wordnet.senses(other, main.pos).slice(0, 2).map(({ synset }) => synset.key);
    return pointers.some((pointer) => pointer.synset === theirs.synset.key || theirFirst.includes(pointer.synset));
  });
  // The most common partner first.
  return fits.sort((a, b) => (wordTier(a) ?? 99) - (wordTier(b) ?? 99) || (a < b ? -1 : 1))[0] ?? null;
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Candidate pairs of a relation, by level, in a stable shuffled order; a word is in one pair at most. */
export function draftPairs(relation: Relation, wordnet: WordNet, skip: ReadonlySet<string>): ReviewedPair[] {
  const out: ReviewedPair[] = [];
  const used = new Set<string>(skip);
  const words = commonWords(MAX_TIER as never)
    .filter((word) => /^[a-z]{3,}$/.test(word) && isAnswerWord(word, MAX_TIER as never) && wordnet.senses(word).length > 0)
    .sort((a, b) => hash(a) - hash(b) || (a < b ? -1 : 1));
  const counts: Record<Level, number> = { easy: 0, medium: 0, hard: 0 };
  for (const word of words) {
    const wordLevel = levelOf(wordTier(word)!);
    if (!wordLevel || used.has(word)) continue;
    // Antonyms are few: a common word may pair with a rarer opposite, the pair's level being the rarer word's.
    const partner = partnerOf(relation, word, relation === 'antonyms' ? 'hard' : wordLevel, wordnet);
    if (!partner || used.has(partner)) continue;
    const level = relation === 'antonyms' ? levelOf(Math.max(wordTier(word)!, wordTier(partner)!)) : wordLevel;
    if (!level || counts[level] >= DRAFT_PER_LEVEL) continue;
    used.add(word);
    used.add(partner);
    counts[level]++;
    out.push({ level, word, partner, verdict: '?', reason: '' });
  }
  return out;
}

if (require.main === module) {
  const wordnet = loadWordNet();
  for (const relation of RELATIONS) {
    const reviewed = readReviewed(relation);
    const seen = new Set(reviewed.flatMap((pair) => [pair.word, ...(relation === 'definitions' ? [] : [pair.partner])]));
    const drafted = draftPairs(relation, wordnet, seen);
    writeReviewed(relation, [...reviewed, ...drafted]);
    console.log(`${relation}: ${drafted.length} new candidates (${LEVELS.map((l) => `${l} ${drafted.filter((p) => p.level === l).length}`).join(', ')})`);
  }
}
