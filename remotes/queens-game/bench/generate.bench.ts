// Generation time per difficulty: median and p95 over fixed seeds. Run: npx tsx remotes/queens-game/bench/generate.bench.ts
import { DIFFICULTIES, DIFFICULTY_ORDER } from '../src/logic/difficulty';
import { generatePuzzle } from '../src/logic/generate';
import { percentile } from '@games/shared/bench/percentile';
import { writeBenchResult } from '@games/shared/bench/results';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 100);
const TARGET_P95_MS = 150;

const round = (ms: number) => Math.round(ms * 10) / 10;

// Warm the JIT so the first level is not charged for compilation.
for (let i = 0; i < 5; i++) generatePuzzle(`warm-${i}`, 'medium');

const levels = DIFFICULTY_ORDER.map((difficulty) => {
  const times: number[] = [];
  const sizes: Record<number, number> = {};
  for (let i = 0; i < SEEDS; i++) {
    const start = performance.now();
    const puzzle = generatePuzzle(`bench-${i}`, difficulty);
    times.push(performance.now() - start);
    sizes[puzzle.size] = (sizes[puzzle.size] ?? 0) + 1;
  }
  times.sort((a, b) => a - b);
  return {
    difficulty,
    label: DIFFICULTIES[difficulty].label,
    sizes,
    puzzles: SEEDS,
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(times[times.length - 1]),
  };
});

console.table(levels.map(({ label, sizes, medianMs, p95Ms, maxMs }) => ({ level: label, sizes: JSON.stringify(sizes), medianMs, p95Ms, maxMs })));
const hardest = levels[levels.length - 1];
console.log(`p95 for ${hardest.label}: ${hardest.p95Ms} ms (target ≤ ${TARGET_P95_MS} ms; generation runs in a Web Worker in the browser)`);

writeBenchResult('queens-game', { benchmark: 'queens-game generation', seedsPerLevel: SEEDS, targetP95Ms: TARGET_P95_MS, levels });
