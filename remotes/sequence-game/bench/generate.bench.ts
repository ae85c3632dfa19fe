// Sequence time per mode (a 50-step sequence, longer than any game reaches): median and p95 over fixed seeds.
// Run: npx tsx remotes/sequence-game/bench/generate.bench.ts
import { percentile } from '@games/shared/bench/percentile';
import { MODES, padCount } from '../src/logic/modes';
import { sequenceOf } from '../src/logic/sequence';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 200);
const round = (ms: number) => Math.round(ms * 1000) / 1000;

for (let i = 0; i < 50; i++) sequenceOf(`warm-${i}`, 16, 50);

const rows = MODES.map(({ value }) => {
  const times: number[] = [];
  for (let i = 0; i < SEEDS; i++) {
    const start = performance.now();
    sequenceOf(`bench-${i}`, padCount(value), 50);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { mode: value, sequences: SEEDS, medianMs: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), maxMs: round(times[times.length - 1]) };
});
console.table(rows);
