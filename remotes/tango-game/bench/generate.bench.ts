// Generation time per difficulty: median and p95 over fixed seeds, plus the puzzles' shape.
// Run: npx tsx remotes/tango-game/bench/generate.bench.ts   (BENCH_SEEDS=… to change the sample)
import { loadavg } from 'node:os';
import { DIFFICULTIES } from '../src/logic/difficulty';
import { generatePuzzle } from '../src/logic/generate';
import { EMPTY } from '../src/logic/types';
import { percentile } from '@games/shared/bench/percentile';
import { writeBenchResult } from '@games/shared/bench/results';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 100);
const TARGET_P95_MS = 150;

const round = (ms: number) => Math.round(ms * 10) / 10;

// Warm the JIT so the first level is not charged for compilation.
for (let i = 0; i < 5; i++) generatePuzzle(`warm-${i}`, 'medium');

const levels = DIFFICULTIES.map(({ value: difficulty, label }) => {
  const times: number[] = [];
  // CPU time as well: on a shared, busy machine wall-clock time mostly measures waiting for a core.
  const cpuTimes: number[] = [];
  let givens = 0;
  let signs = 0;
  for (let i = 0; i < SEEDS; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const puzzle = generatePuzzle(`bench-${i}`, difficulty);
    const cpu = process.cpuUsage(cpuStart);
    times.push(performance.now() - start);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    givens += puzzle.givens.filter((value) => value !== EMPTY).length;
    signs += puzzle.signs.length;
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  return {
    difficulty,
    label,
    puzzles: SEEDS,
    averageGivens: round(givens / SEEDS),
    averageSigns: round(signs / SEEDS),
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(times[times.length - 1]),
    cpuMedianMs: round(percentile(cpuTimes, 50)),
    cpuP95Ms: round(percentile(cpuTimes, 95)),
  };
});

console.table(
  levels.map(({ label, averageGivens, averageSigns, medianMs, p95Ms, maxMs, cpuMedianMs, cpuP95Ms }) => ({ level: label, averageGivens, averageSigns, medianMs, p95Ms, maxMs, cpuMedianMs, cpuP95Ms })),
);
const hardest = levels[levels.length - 1];
console.log(`p95 for ${hardest.label}: ${hardest.p95Ms} ms (target ≤ ${TARGET_P95_MS} ms); load average ${loadavg().map(round).join(', ')}`);

writeBenchResult('tango-game', { benchmark: 'tango-game generation', seedsPerLevel: SEEDS, targetP95Ms: TARGET_P95_MS, levels });
