// Generation time per level: median and p95 over fixed seeds, wall clock and CPU time (CPU time is the
// fairer figure on a busy machine). Run: npx tsx remotes/sequent-number-game/bench/generate.bench.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { percentile } from '@games/shared/bench/percentile';
import { generatePuzzle } from '../src/logic/generator';
import { LEVELS } from '../src/logic/levels';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 100);
const round = (ms: number) => Math.round(ms * 10) / 10;

// Warm up the JIT so the first level is not charged for compilation.
for (let i = 0; i < 20; i++) generatePuzzle(`warm-${i}`, 'hidato6');

const rows = LEVELS.map(({ value, size }) => {
  const wall: number[] = [];
  const cpu: number[] = [];
  let givens = 0;
  for (let i = 0; i < SEEDS; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const { puzzle } = generatePuzzle(`bench-${i}`, value);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    givens += puzzle.givens.filter((v) => v > 0).length / puzzle.givens.length;
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    level: value,
    size: `${size}x${size}`,
    puzzles: SEEDS,
    medianMs: round(percentile(wall, 50)),
    p95Ms: round(percentile(wall, 95)),
    maxMs: round(wall[wall.length - 1]),
    cpuMedianMs: round(percentile(cpu, 50)),
    cpuP95Ms: round(percentile(cpu, 95)),
    averageGivenShare: Math.round((givens / SEEDS) * 100) / 100,
  };
});

console.table(rows);
const [load1] = loadavg();
const out = path.resolve(__dirname, '../../../bench-results/sequent-number-game.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify({ game: 'sequent-number-game', date: new Date().toISOString(), node: process.version, loadAverage1m: round(load1), generation: rows }, null, 2)}\n`);
console.log(`wrote ${out}`);
