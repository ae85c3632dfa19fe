// Deal time per board: median and p95 over fixed seeds (a seeded shuffle; far under the 150 ms budget).
// Run: npx tsx remotes/matching-card/bench/generate.bench.ts
import { percentile } from '@games/shared/bench/percentile';
import { dealCards } from '../src/logic/deal';
import { LEVELS } from '../src/logic/levels';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 200);
const round = (ms: number) => Math.round(ms * 1000) / 1000;

for (let i = 0; i < 50; i++) dealCards(`warm-${i}`, '6x6');

const rows = LEVELS.map(({ value }) => {
  const times: number[] = [];
  for (let i = 0; i < SEEDS; i++) {
    const start = performance.now();
    dealCards(`bench-${i}`, value);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { level: value, deals: SEEDS, medianMs: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), maxMs: round(times[times.length - 1]) };
});
console.table(rows);
