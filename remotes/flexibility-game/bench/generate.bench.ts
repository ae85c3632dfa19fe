// Generation time per level: a whole session's trial list (300 trials), median and p95 over fixed seeds.
// Run: npx tsx remotes/flexibility-game/bench/generate.bench.ts
import { percentile } from '@games/shared/bench/percentile';
import { LEVELS } from '../src/logic/levels';
import { sessionTrials } from '../src/logic/trials';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 100);
const round = (ms: number) => Math.round(ms * 1000) / 1000;
for (let i = 0; i < 20; i++) sessionTrials(`warm-${i}`, LEVELS[2]);

const rows = LEVELS.map((level) => {
  const times: number[] = [];
  for (let s = 0; s < SEEDS; s++) {
    const start = performance.now();
    sessionTrials(`bench-${s}`, level);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { level: level.value, seeds: SEEDS, medianMs: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) };
});
console.table(rows);
