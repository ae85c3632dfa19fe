// Generation time per level: median and p95 over fixed seeds, plus the puzzles' average par.
// Run: npx tsx remotes/the-black/bench/generate.bench.ts   (BENCH_SEEDS=… to change the sample)
import { loadavg } from 'node:os';
import { dealPuzzle } from '../src/logic/deal';
import { LEVELS } from '../src/logic/levels';
import { percentile } from '@games/shared/bench/percentile';
import { writeBenchResult } from '@games/shared/bench/results';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 100);
const TARGET_P95_MS = 150;

const round = (ms: number) => Math.round(ms * 10) / 10;

// Warm the JIT so the first level is not charged for compilation.
for (let i = 0; i < 5; i++) dealPuzzle(`warm-${i}`, '5x5');

const levels = LEVELS.map(({ value: level, label }) => {
  const times: number[] = [];
  // CPU time as well: on a shared, busy machine wall-clock time mostly measures waiting for a core.
  const cpuTimes: number[] = [];
  let par = 0;
  for (let i = 0; i < SEEDS; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const puzzle = dealPuzzle(`bench-${i}`, level);
    const cpu = process.cpuUsage(cpuStart);
    times.push(performance.now() - start);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    par += puzzle.par;
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  return {
    level,
    label,
    puzzles: SEEDS,
    averagePar: round(par / SEEDS),
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(times[times.length - 1]),
    cpuMedianMs: round(percentile(cpuTimes, 50)),
    cpuP95Ms: round(percentile(cpuTimes, 95)),
  };
});

console.table(levels.map(({ label, averagePar, medianMs, p95Ms, maxMs, cpuMedianMs, cpuP95Ms }) => ({ level: label, averagePar, medianMs, p95Ms, maxMs, cpuMedianMs, cpuP95Ms })));
const hardest = levels[levels.length - 1];
console.log(`p95 for ${hardest.label}: ${hardest.p95Ms} ms (target ≤ ${TARGET_P95_MS} ms); load average ${loadavg().map(round).join(', ')}`);

writeBenchResult('the-black', { benchmark: 'the-black generation', seedsPerLevel: SEEDS, targetP95Ms: TARGET_P95_MS, levels });
