import { loadavg } from 'node:os';
import { percentile } from './percentile';
import { writeBenchResult } from './results';

/**
 * A puzzle generator's time per level: median, p95 and max over fixed seeds, by the wall clock and in
 * CPU time (on a shared, busy machine the wall clock mostly measures waiting for a core). Each game's
 * bench/generate.bench.ts calls this with its own generator; `npm run bench` runs them all.
 */
export interface GenerationBench<Level, Puzzle> {
  /** The game's slug: names the result file (bench-results/<game>.json). */
  game: string;
  levels: ReadonlyArray<{ level: Level; label: string }>;
  generate: (seed: string, level: Level) => Puzzle;
  /** Averages of the puzzles made at one level, beside the times (givens, par, colours…). */
  describe?: (puzzle: Puzzle) => Record<string, number>;
  /** Seeds per level (BENCH_SEEDS overrides). */
  seeds?: number;
  /** GAME-DONE's limit for the hardest level. */
  targetP95Ms?: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export function runGenerationBench<Level, Puzzle>(bench: GenerationBench<Level, Puzzle>) {
  const seeds = Number(process.env.BENCH_SEEDS ?? bench.seeds ?? 100);
  const targetP95Ms = bench.targetP95Ms ?? 150;
  // Warm the JIT so the first level is not charged for compilation.
  const warmLevel = bench.levels[Math.floor(bench.levels.length / 2)].level;
  for (let i = 0; i < 10; i++) bench.generate(`warm-${i}`, warmLevel);

  const levels = bench.levels.map(({ level, label }) => {
    const wall: number[] = [];
    const cpu: number[] = [];
    const totals: Record<string, number> = {};
    for (let i = 0; i < seeds; i++) {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      const puzzle = bench.generate(`bench-${i}`, level);
      wall.push(performance.now() - start);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
      for (const [name, value] of Object.entries(bench.describe?.(puzzle) ?? {})) totals[name] = (totals[name] ?? 0) + value;
    }
    wall.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const averages = Object.fromEntries(Object.entries(totals).map(([name, total]) => [`average ${name}`, Math.round((total / seeds) * 100) / 100]));
    return {
      level: label,
      puzzles: seeds,
      medianMs: round(percentile(wall, 50)),
      p95Ms: round(percentile(wall, 95)),
      maxMs: round(wall[wall.length - 1]),
      cpuMedianMs: round(percentile(cpu, 50)),
      cpuP95Ms: round(percentile(cpu, 95)),
      ...averages,
    };
  });

  console.table(levels);
  const hardest = levels[levels.length - 1];
  console.log(`p95 for ${hardest.level}: ${hardest.p95Ms} ms (target ≤ ${targetP95Ms} ms); load average ${loadavg().map(round).join(', ')}`);
  writeBenchResult(bench.game, { benchmark: `${bench.game} generation`, seedsPerLevel: seeds, targetP95Ms, levels });
  return levels;
}
