// Generation time per difficulty (median and p95 over fixed seeds, wall clock and CPU time), numbers and walls per board.
// Run: npx tsx remotes/zip-game/bench/generate.bench.ts   (BENCH_SEEDS=… to change the sample)
import { runGenerationBench } from '@games/shared/bench/generation';
import { DIFFICULTIES, DIFFICULTY_CONFIG } from '../src/logic/difficulty';
import { generatePuzzle } from '../src/logic/generate';

runGenerationBench({
  game: 'zip-game',
  levels: DIFFICULTIES.map((difficulty) => ({ level: difficulty, label: `${difficulty} ${DIFFICULTY_CONFIG[difficulty].size}x${DIFFICULTY_CONFIG[difficulty].size}` })),
  generate: (seed, difficulty) => generatePuzzle(seed, difficulty).puzzle,
  describe: (puzzle) => ({ numbers: puzzle.checkpoints.length, walls: puzzle.walls.length }),
});
