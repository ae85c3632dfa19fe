// Pattern time per tile count: median and p95 over fixed seeds (far under the 150 ms budget).
// Run: npx tsx remotes/memory-game/bench/generate.bench.ts
import { percentile } from '@games/shared/bench/percentile';
import { MAX_TILES, sideFor, START_TILES } from '../src/logic/grid';
import { patternFor } from '../src/logic/pattern';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 200);
const round = (ms: number) => Math.round(ms * 1000) / 1000;

for (let i = 0; i < 50; i++) patternFor(`warm-${i}`, 0, MAX_TILES);

const rows = [START_TILES, 5, 8, 12, 16, MAX_TILES].map((tiles) => {
  const times: number[] = [];
  for (let i = 0; i < SEEDS; i++) {
    const start = performance.now();
    patternFor(`bench-${i}`, i % 12, tiles);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const side = sideFor(tiles);
  return { tiles, matrix: `${side}x${side}`, patterns: SEEDS, medianMs: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), maxMs: round(times[times.length - 1]) };
});
console.table(rows);
