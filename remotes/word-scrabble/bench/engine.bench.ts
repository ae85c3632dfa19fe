// The computer's time per move at each level (median, p95, max) over seeded self-play games, and the level
// strength: Hard against Easy over seeded games. Run: npx tsx remotes/word-scrabble/bench/engine.bench.ts [games]
import { percentile } from '@games/shared/bench/percentile';
import { writeBenchResult } from '@games/shared/bench/results';
import { loadTestLexicon } from '../src/test-support/lexicon';
import { selfPlay } from '../src/test-support/selfplay';
import { LEVELS, type Level } from '../src/logic/levels';

const GAMES = Number(process.argv[2] ?? 10);
const round = (ms: number) => Math.round(ms * 10) / 10;

let start = performance.now();
const lexicon = loadTestLexicon();
const lexiconMs = round(performance.now() - start);
console.log(`Dictionary decoded and DAWG built in ${lexiconMs} ms`);

const times: Record<Level, number[]> = { easy: [], medium: [], hard: [] };
const record = (level: Level, ms: number) => times[level].push(ms);
// Each level plays GAMES games against Medium, alternating who starts.
for (const level of LEVELS) for (let g = 0; g < GAMES; g++) selfPlay(lexicon, `bench-${level}-${g}`, g % 2 ? level : 'medium', g % 2 ? 'medium' : level, (l, ms) => l === level && record(l, ms));

const perLevel = LEVELS.map((level) => {
  const sorted = [...times[level]].sort((a, b) => a - b);
  return { level, moves: sorted.length, medianMs: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)), maxMs: round(sorted[sorted.length - 1]) };
});
console.table(perLevel);

start = performance.now();
let hardWins = 0;
const margins: number[] = [];
for (let g = 0; g < GAMES; g++) {
  const hardFirst = g % 2 === 0;
  const end = selfPlay(lexicon, `strength-bench-${g}`, hardFirst ? 'hard' : 'easy', hardFirst ? 'easy' : 'hard');
  const margin = hardFirst ? end.scores.you - end.scores.computer : end.scores.computer - end.scores.you;
  margins.push(margin);
  if (margin > 0) hardWins++;
}
const strength = { games: GAMES, hardWins, averageMargin: Math.round(margins.reduce((a, b) => a + b, 0) / GAMES), minMargin: Math.min(...margins) };
console.log(`Strength: Hard beat Easy in ${hardWins} of ${GAMES} seeded games (average margin ${strength.averageMargin}, smallest ${strength.minMargin})`);
writeBenchResult('word-scrabble', { benchmark: 'word-scrabble engine', lexiconMs, perLevel, strength });
