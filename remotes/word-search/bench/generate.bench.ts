/**
 * Word-search generation time per difficulty: median and p95 over many seeds.
 * Run: npx tsx remotes/word-search/bench/generate.bench.ts  → prints a table, writes bench-results/word-search.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import data from '../src/data/themes.data.json';
import { DIFFICULTIES, type Difficulty } from '../src/logic/difficulty';
import { generatePuzzle, themeForSeed } from '../src/logic/generate';
import type { ThemeData } from '../src/logic/themes';
import { percentile } from '@games/shared/bench/percentile';

const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const WARM_UP = 30;
const { themes } = data as ThemeData;

function bench(difficulty: Difficulty) {
  for (let i = 0; i < WARM_UP; i++) generatePuzzle({ theme: themeForSeed(themes, `warm-${i}`), difficulty, seed: `warm-${i}` });
  const times: number[] = [];
  // CPU time of this process as well: on a busy machine wall time includes waiting for a core.
  const cpuTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const seed = `bench-${i}`;
    const theme = themeForSeed(themes, seed);
    const cpu = process.cpuUsage();
    const start = performance.now();
    generatePuzzle({ theme, difficulty, seed });
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    difficulty,
    runs: RUNS,
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(times[times.length - 1]),
    cpuMedianMs: round(percentile(cpuTimes, 50)),
    cpuP95Ms: round(percentile(cpuTimes, 95)),
  };
}

const results = DIFFICULTIES.map(bench);
console.table(results);

const out = {
  benchmark: 'word-search puzzle generation',
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '', node: process.version, platform: `${os.platform()} ${os.release()}`, loadAverage: os.loadavg() },
  settings: { runs: RUNS, warmUp: WARM_UP, themes: themes.length },
  results,
};
const dir = path.resolve(__dirname, '../../../bench-results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'word-search.json'), `${JSON.stringify(out, null, 2)}\n`);
console.log(`wrote ${path.join(dir, 'word-search.json')}`);
