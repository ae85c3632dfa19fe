// Generation time per level (offline, for the packs) and the live deal from a pack: median and p95 over
// fixed seeds. Run: npx tsx remotes/kakuro-cross-sums/bench/generate.bench.ts  (BENCH_SEEDS=20 by default)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { percentile } from '@games/shared/bench/percentile';
import { dealPuzzle } from '../src/logic/deal';
import { generatePuzzle } from '../src/logic/generate';
import { LEVELS } from '../src/logic/levels';
import type { PuzzlePack } from '../src/logic/pack';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 20);
const round = (ms: number) => Math.round(ms * 10) / 10;

const rows = LEVELS.map(({ value: level, size }) => {
  const generate: number[] = [];
  for (let i = 0; i < SEEDS; i++) {
    const start = performance.now();
    generatePuzzle(`bench-${i}`, level);
    generate.push(performance.now() - start);
  }
  const pack = JSON.parse(readFileSync(path.join(__dirname, '../src/packs', `${level}.data.json`), 'utf8')) as PuzzlePack;
  const deal: number[] = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    dealPuzzle(pack, `deal-${i}`);
    deal.push(performance.now() - start);
  }
  generate.sort((a, b) => a - b);
  deal.sort((a, b) => a - b);
  return {
    level,
    size: `${size}x${size}`,
    generateMedianMs: round(percentile(generate, 50)),
    generateP95Ms: round(percentile(generate, 95)),
    dealFromPackMedianMs: round(percentile(deal, 50)),
    dealFromPackP95Ms: round(percentile(deal, 95)),
    packPuzzles: pack.puzzles.length,
  };
});

console.table(rows);
