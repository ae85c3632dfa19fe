// Generation time per level (median and p95 over fixed seeds) and the puzzles' average par.
// Run: npx tsx remotes/the-black/bench/generate.bench.ts   (BENCH_SEEDS=… to change the sample)
import { runGenerationBench } from '@games/shared/bench/generation';
import { dealPuzzle } from '../src/logic/deal';
import { LEVELS } from '../src/logic/levels';

runGenerationBench({
  game: 'the-black',
  levels: LEVELS.map(({ value, label }) => ({ level: value, label })),
  generate: dealPuzzle,
  describe: (puzzle) => ({ par: puzzle.par }),
});
