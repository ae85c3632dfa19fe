// Builds quartiles boards (Node, build time): five common words of 8–16 letters split into four 2–4-letter
// chunks, no chunk twice; every 1–4-tile word is found by enumeration against the validation list.
// Offensive words are dropped (never accepted); of the rest, the words the answer policy lets count make the
// total and the others are extra (they score, but do not count). A board is kept only when its five quartiles
// are its only 4-tile words and all count, every word is spelled by one tile order only and at least 100
// points can be scored with counted words alone.
import { createRandom, type Random } from '@games/shared/game-kit/random';
import { enumerateWords, type WordTests } from '../src/logic/enumerate';
import type { Board } from '../src/logic/pack';
import { EXPERT_SCORE, pointsFor } from '../src/logic/scoring';

export interface Sources {
  /** Candidate quartile words: answers under the policy. */
  answers: readonly string[];
  tests: WordTests;
  /** Never accepted. */
  isOffensive(word: string): boolean;
  /** Counts toward the total (common, clean, family-fit); other accepted words are extra. */
  isCounted(word: string): boolean;
}

/** The ways to cut a word into four chunks of 2–4 letters (chunk lengths). */
export function splits(length: number): number[][] {
  const out: number[][] = [];
  const sizes = [2, 3, 4];
  for (const a of sizes) for (const b of sizes) for (const c of sizes) for (const d of sizes) if (a + b + c + d === length) out.push([a, b, c, d]);
  return out;
}

export function chunk(word: string, sizes: readonly number[]): string[] {
  const out: string[] = [];
  let at = 0;
  for (const size of sizes) {
    out.push(word.slice(at, at + size));
    at += size;
  }
  return out;
}

export type Verdict = { ok: true; board: Board } | { ok: false; reason: string };

/** Checks a candidate board (tiles in shown order) and lists its words. */
export function judgeBoard(tiles: readonly string[], sources: Sources): Verdict {
  if (new Set(tiles).size !== tiles.length) return { ok: false, reason: 'duplicate chunk' };
  const spelled = enumerateWords(tiles, sources.tests);
  const byWord = new Map<string, number>();
  for (const { word } of spelled) byWord.set(word, (byWord.get(word) ?? 0) + 1);
  if ([...byWord.values()].some((count) => count > 1)) return { ok: false, reason: 'a word spelled by two tile orders' };
  const quartiles = spelled.filter(({ path }) => path.length === 4);
  if (quartiles.length !== 5) return { ok: false, reason: `${quartiles.length} four-tile words` };
  if (new Set(quartiles.flatMap(({ path }) => path)).size !== tiles.length) return { ok: false, reason: 'quartiles overlap' };
  const accepted = spelled.filter(({ word }) => !sources.isOffensive(word));
  const counted = accepted.filter(({ word }) => sources.isCounted(word));
  if (counted.filter(({ path }) => path.length === 4).length !== 5) return { ok: false, reason: 'a quartile that does not count' };
  const total = counted.reduce((sum, { path }) => sum + pointsFor(path.length), 0);
  if (total < EXPERT_SCORE) return { ok: false, reason: `only ${total} points` };
  const ordered = (list: typeof spelled) =>
    [...list].sort((a, b) => a.path.length - b.path.length || (a.word < b.word ? -1 : 1)).map(({ path }) => path);
  const extra = accepted.filter(({ word }) => !sources.isCounted(word));
  return { ok: true, board: { tiles: [...tiles], words: ordered(counted), extra: ordered(extra) } };
}

function candidate(random: Random, answers: readonly string[]): string[] | null {
  const picked = new Set<string>();
  while (picked.size < 5) picked.add(random.pick(answers));
  const tiles: string[] = [];
  for (const word of picked) {
    const ways = splits(word.length);
    if (ways.length === 0) return null;
    tiles.push(...chunk(word, random.pick(ways)));
  }
  return random.shuffle(tiles);
}

/** Boards from a seed, the same every build. */
export function generateBoards(count: number, seed: string, sources: Sources, maxTries = 200_000): Board[] {
  const random = createRandom(seed);
  const boards: Board[] = [];
  const usedAnswers = new Set<string>();
  for (let tries = 0; boards.length < count && tries < maxTries; tries++) {
    const tiles = candidate(random, sources.answers);
    if (!tiles) continue;
    const verdict = judgeBoard(tiles, sources);
    if (!verdict.ok) continue;
    // Each answer appears in one board of the pack only, so no two dailies share a quartile.
    const quartileWords = verdict.board.words.filter((path) => path.length === 4).map((path) => path.map((t) => tiles[t]).join(''));
    if (quartileWords.some((word) => usedAnswers.has(word))) continue;
    quartileWords.forEach((word) => usedAnswers.add(word));
    boards.push(verdict.board);
  }
  if (boards.length < count) throw new Error(`only ${boards.length} of ${count} quartiles boards`);
  return boards;
}
