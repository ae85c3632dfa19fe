// Generation time per level (median and p95 over fixed seeds) and the share of digits kept.
// Run: npx tsx remotes/cross-sums/bench/generate.bench.ts   (BENCH_SEEDS=… to change the sample)
import { runGenerationBench } from '@games/shared/bench/generation';
import { generatePuzzle } from '../src/logic/generate';
import { LEVELS } from '../src/logic/levels';

runGenerationBench({
  game: 'cross-sums',
  levels: LEVELS.map(({ value, label }) => ({ level: value, label })),
  generate: generatePuzzle,
  describe: (puzzle) => ({ 'kept share': puzzle.solution.filter(Boolean).length / puzzle.solution.length }),
});
