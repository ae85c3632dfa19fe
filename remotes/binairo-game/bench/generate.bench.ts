// Generation time per level: median and p95 over fixed seeds, plus the puzzles' average givens.
// Run: npx tsx remotes/binairo-game/bench/generate.bench.ts   (BENCH_SEEDS=… to change the sample)
import { loadavg } from 'node:os';
import { generatePuzzle } from '../src/logic/generate';
import { LEVELS } from '../src/logic/levels';
import { percentile } from '@games/shared/bench/percentile';
import { writeBenchResult } from '@games/shared/bench/results';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 100);
const TARGET_P95_MS = 150;

const round = (ms: number) => Math.round(ms * 10) / 10;

// Warm the JIT so the first level is not charged for compilation.
for (let i = 0; i < 5; i++) generatePuzzle(`warm-${i}`, '10x10');

const levels = LEVELS.map(({ value: level, label }) => {
  const times: number[] = [];
  // CPU time as well: on a shared, busy machine wall-clock time mostly measures waiting for a core.
  const cpuTimes: number[] = [];
  let givens = 0;
  for (let i = 0; i < SEEDS; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const puzzle = generatePuzzle(`bench-${i}`, level);
    const cpu = process.cpuUsage(cpuStart);
    times.push(performance.now() - start);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    givens += puzzle.givens.filter((given) => given !== null).length;
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  return {
    level,
    label,
    puzzles: SEEDS,
    averageGivens: round(givens / SEEDS),
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(times[times.length - 1]),
    cpuMedianMs: round(percentile(cpuTimes, 50)),
    cpuP95Ms: round(percentile(cpuTimes, 95)),
  };
});

console.table(levels.map(({ label, averageGivens, medianMs, p95Ms, maxMs, cpuMedianMs, cpuP95Ms }) => ({ level: label, averageGivens, medianMs, p95Ms, maxMs, cpuMedianMs, cpuP95Ms })));
const hardest = levels[levels.length - 1];
console.log(`p95 for ${hardest.label}: ${hardest.p95Ms} ms (target ≤ ${TARGET_P95_MS} ms); load average ${loadavg().map(round).join(', ')}`);

writeBenchResult('binairo-game', { benchmark: 'binairo-game generation', seedsPerLevel: SEEDS, targetP95Ms: TARGET_P95_MS, levels });
