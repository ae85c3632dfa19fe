// Generation time per difficulty: median and p95 over fixed seeds, wall clock and CPU time
// (CPU time is the fairer figure on a busy machine). Run: npx tsx remotes/zip-game/bench/generate.bench.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { DIFFICULTIES, DIFFICULTY_CONFIG } from '../src/logic/difficulty';
import { generatePuzzle } from '../src/logic/generator';
import { percentile } from '@games/shared/bench/percentile';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 100);

const round = (ms: number) => Math.round(ms * 10) / 10;

// Warm up the JIT so the first level is not charged for compilation.
for (let i = 0; i < 20; i++) generatePuzzle(`warm-${i}`, 'medium');

const rows = DIFFICULTIES.map((difficulty) => {
  const wall: number[] = [];
  const cpu: number[] = [];
  let numbers = 0;
  let walls = 0;
  for (let i = 0; i < SEEDS; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const { puzzle } = generatePuzzle(`bench-${i}`, difficulty);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    numbers += puzzle.checkpoints.length;
    walls += puzzle.walls.length;
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const { size } = DIFFICULTY_CONFIG[difficulty];
  return {
    difficulty,
    size: `${size}x${size}`,
    puzzles: SEEDS,
    medianMs: round(percentile(wall, 50)),
    p95Ms: round(percentile(wall, 95)),
    maxMs: round(wall[wall.length - 1]),
    cpuMedianMs: round(percentile(cpu, 50)),
    cpuP95Ms: round(percentile(cpu, 95)),
    averageNumbers: round(numbers / SEEDS),
    averageWalls: round(walls / SEEDS),
  };
});

console.table(rows);
const [load1] = loadavg();
const out = path.resolve(__dirname, '../../../bench-results/zip-game.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ game: 'zip-game', date: new Date().toISOString(), node: process.version, loadAverage1m: round(load1), generation: rows }, null, 2)}\n`,
);
console.log(`wrote ${out}`);
