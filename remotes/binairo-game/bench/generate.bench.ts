// Generation time per level (median and p95 over fixed seeds) and the puzzles' average givens.
// Run: npx tsx remotes/binairo-game/bench/generate.bench.ts   (BENCH_SEEDS=… to change the sample)
import { runGenerationBench } from '@games/shared/bench/generation';
import { generatePuzzle } from '../src/logic/generate';
import { LEVELS } from '../src/logic/levels';

runGenerationBench({
  game: 'binairo-game',
  levels: LEVELS.map(({ value, label }) => ({ level: value, label })),
  generate: generatePuzzle,
  describe: (puzzle) => ({ givens: puzzle.givens.filter((given) => given !== null).length }),
});
