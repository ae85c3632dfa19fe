// Generation time per level (median and p95 over fixed seeds, wall clock and CPU time) and the share of cells given.
// The 10×10 levels are not generated live: they are dealt from packs built by scripts/build-packs.ts.
// Run: npx tsx remotes/sequent-number-game/bench/generate.bench.ts   (BENCH_SEEDS=… to change the sample)
import { runGenerationBench } from '@games/shared/bench/generation';
import { generatePuzzle } from '../src/logic/generate';
import { LEVELS } from '../src/logic/levels';

runGenerationBench({
  game: 'sequent-number-game',
  levels: LEVELS.filter((level) => !level.packed).map(({ value, label }) => ({ level: value, label })),
  generate: (seed, level) => generatePuzzle(seed, level).puzzle,
  describe: (puzzle) => ({ 'given share': puzzle.givens.filter((value) => value > 0).length / puzzle.givens.length }),
});
