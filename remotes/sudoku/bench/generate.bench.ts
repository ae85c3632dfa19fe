// Generation time per difficulty: the live generator (what builds the packs) and the deal from a
// pack (what a player waits for). Prints a table and writes bench-results/sudoku.json.
//   npx tsx remotes/sudoku/bench/generate.bench.ts [generator seeds, default 40] [deal seeds, default 200]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dealPuzzle } from '../src/logic/deal';
import { DIFFICULTIES } from '../src/logic/difficulty';
import { generatePuzzle } from '../src/logic/generate';
import { readPack } from '../src/logic/testing';

const generatorSeeds = Number(process.argv[2] ?? 40);
const dealSeeds = Number(process.argv[3] ?? 200);

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { runs: sorted.length, medianMs: +at(0.5).toFixed(2), p95Ms: +at(0.95).toFixed(2), maxMs: +sorted[sorted.length - 1].toFixed(2) };
}

function time(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

// Warm up the JIT so the first difficulty is not charged for compilation.
for (let i = 0; i < 5; i++) generatePuzzle(`warm-${i}`, 'easy');

const results = DIFFICULTIES.map(({ value: difficulty }) => {
  const attempts: number[] = [];
  const generator = stats(
    Array.from({ length: generatorSeeds }, (_, i) =>
      time(() => {
        attempts.push(generatePuzzle(`bench-${i}`, difficulty).attempts);
      }),
    ),
  );
  const pack = readPack(difficulty);
  const deal = stats(Array.from({ length: dealSeeds }, (_, i) => time(() => dealPuzzle(pack, `bench-${i}`))));
  const meanAttempts = +(attempts.reduce((a, b) => a + b, 0) / attempts.length).toFixed(1);
  return { difficulty, generator: { ...generator, meanAttempts }, deal, packSize: pack.puzzles.length };
});

console.table(
  results.map((r) => ({
    difficulty: r.difficulty,
    'generate median ms': r.generator.medianMs,
    'generate p95 ms': r.generator.p95Ms,
    'grids dealt (mean)': r.generator.meanAttempts,
    'deal from pack median ms': r.deal.medianMs,
    'deal p95 ms': r.deal.p95Ms,
  })),
);

const out = join(__dirname, '../../../bench-results');
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, 'sudoku.json'),
  `${JSON.stringify({ game: 'sudoku', date: new Date().toISOString(), node: process.version, generatorSeeds, dealSeeds, results }, null, 2)}\n`,
);
console.log(`wrote ${join(out, 'sudoku.json')}`);
