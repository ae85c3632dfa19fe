// Generation time per world: median and p95 over 50 fixed seeds at the world's hardest level (its level 10
// params), wall clock and CPU time. Run: npx tsx remotes/one-line-draw/bench/generate.bench.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { percentile } from '@games/shared/bench/percentile';
import { generateFigure } from '../src/logic/generate';
import { DAILY_PARAMS, levelParams, WORLDS } from '../src/logic/levels';
import { tracesNeeded } from '../src/logic/figure';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 50);
const round = (ms: number) => Math.round(ms * 10) / 10;

for (let i = 0; i < 20; i++) generateFigure(`warm-${i}`, levelParams('3-5'));

const cases = [...WORLDS.map((world) => ({ name: `world ${world.id} (level ${world.id}-10)`, params: levelParams(`${world.id}-10`) })), { name: 'daily', params: DAILY_PARAMS }];
const rows = cases.map(({ name, params }) => {
  const wall: number[] = [];
  const cpu: number[] = [];
  let traces = 0;
  for (let i = 0; i < SEEDS; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const figure = generateFigure(`bench-${i}`, params);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    traces += tracesNeeded(figure);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    level: name,
    figures: SEEDS,
    medianMs: round(percentile(wall, 50)),
    p95Ms: round(percentile(wall, 95)),
    maxMs: round(wall[wall.length - 1]),
    cpuMedianMs: round(percentile(cpu, 50)),
    cpuP95Ms: round(percentile(cpu, 95)),
    averageTraces: round(traces / SEEDS),
  };
});

console.table(rows);
const [load1] = loadavg();
const out = path.resolve(__dirname, '../../../bench-results/one-line-draw.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify({ game: 'one-line-draw', date: new Date().toISOString(), node: process.version, loadAverage1m: round(load1), generation: rows }, null, 2)}\n`);
console.log(`wrote ${out}`);
