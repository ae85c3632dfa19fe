// Generation time per level (median and p95 over fixed seeds) and how many cells are given.
// Run: npx tsx remotes/the-grid/bench/generate.bench.ts   (BENCH_SEEDS=… to change the sample)
import { runGenerationBench } from '@games/shared/bench/generation';
import { generatePuzzle } from '../src/logic/generate';
import { LEVELS } from '../src/logic/levels';

runGenerationBench({
  game: 'the-grid',
  levels: LEVELS.map(({ value, label }) => ({ level: value, label })),
  generate: (seed, level) => generatePuzzle(seed, level),
  describe: (puzzle) => ({ givens: puzzle.givens.length }),
});
