// Generation time per level (median and p95 over fixed seeds, wall clock and CPU time) and the colours per board.
// Run: npx tsx remotes/path-puzzle-game/bench/generate.bench.ts   (BENCH_SEEDS=… to change the sample,
// BENCH_PACKS=b7,b9,b10 to time some packs only)
import { runGenerationBench } from '@games/shared/bench/generation';
import { generatePuzzle } from '../src/logic/generate';
import { PACKS } from '../src/logic/levels';

const only = process.env.BENCH_PACKS?.split(',');

runGenerationBench({
  game: 'path-puzzle-game',
  levels: PACKS.filter(({ id }) => !only || only.includes(id)).map(({ id, label }) => ({ level: id, label })),
  generate: (seed, level) => generatePuzzle(seed, level).puzzle,
  describe: (puzzle) => ({ colours: puzzle.ends.length, walls: puzzle.walls?.length ?? 0, bridges: puzzle.bridges?.length ?? 0 }),
});
