// Generation time per preset: a whole round's worth of problems (300, more than anyone solves in 5 minutes),
// median and p95 over fixed seeds. Run: npx tsx remotes/arithmetic-game/bench/generate.bench.ts
import { percentile } from '@games/shared/bench/percentile';
import { problemAt, type Problem } from '../src/logic/problems';
import { DEFAULT_CUSTOM, PRESETS, type Settings } from '../src/logic/settings';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 100);
const PROBLEMS = 300;
const round = (ms: number) => Math.round(ms * 1000) / 1000;

function deal(seed: string, settings: Settings) {
  let previous: Problem | null = null;
  for (let i = 0; i < PROBLEMS; i++) previous = problemAt(seed, i, settings, previous);
}

const levels: Array<[string, Settings]> = [...Object.entries(PRESETS), ['custom', DEFAULT_CUSTOM]];
for (let i = 0; i < 20; i++) deal(`warm-${i}`, PRESETS.standard);

const rows = levels.map(([name, settings]) => {
  const perProblem: number[] = [];
  for (let s = 0; s < SEEDS; s++) {
    const start = performance.now();
    deal(`bench-${s}`, settings);
    perProblem.push((performance.now() - start) / PROBLEMS);
  }
  perProblem.sort((a, b) => a - b);
  return { preset: name, seeds: SEEDS, problemMedianMs: round(percentile(perProblem, 50)), problemP95Ms: round(percentile(perProblem, 95)) };
});
console.table(rows);
