// Generation time per difficulty: median and p95 over fixed seeds. Run: npx tsx remotes/queens-game/bench/generate.bench.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release } from 'node:os';
import { join } from 'node:path';
import { DIFFICULTIES, DIFFICULTY_ORDER } from '../src/logic/difficulty';
import { generatePuzzle } from '../src/logic/generator';
import { percentile } from '../../../shared/bench/percentile';

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

const result = {
  benchmark: 'queens-game generation',
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version, platform: `${platform()} ${release()}`, loadAverage: loadavg().map(round) },
  seedsPerLevel: SEEDS,
  targetP95Ms: TARGET_P95_MS,
  levels,
};
const outDir = join(__dirname, '../../../bench-results');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'queens-game.json'), `${JSON.stringify(result, null, 2)}\n`);
