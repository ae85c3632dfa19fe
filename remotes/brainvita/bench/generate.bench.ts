// Generation per level and the solver on the full boards: median and p95 over fixed seeds (CPU time is the
// fairer figure on a busy machine). Run: npx tsx remotes/brainvita/bench/generate.bench.ts
import { percentile } from '@games/shared/bench/percentile';
import { createRandom } from '@games/shared/game-kit/random';
import { applyJump, CENTRE, fullBoard, legalJumps, pegCount } from '../src/logic/board';
import { SMALL, SMALL_LIMIT } from '../src/logic/hints';
import { dealPuzzle } from '../src/logic/generate';
import { LEVELS } from '../src/logic/levels';
import { createSolver } from '../src/logic/solver';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 100);
const round = (ms: number) => Math.round(ms * 10) / 10;

function time(run: () => void): { wall: number; cpu: number } {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  run();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpuStart);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

function report(name: string, samples: Array<{ wall: number; cpu: number }>) {
  const wall = samples.map((s) => s.wall).sort((a, b) => a - b);
  const cpu = samples.map((s) => s.cpu).sort((a, b) => a - b);
  console.log(
    `${name.padEnd(28)} wall median ${round(percentile(wall, 50))} ms p95 ${round(percentile(wall, 95))} ms · cpu median ${round(percentile(cpu, 50))} ms p95 ${round(percentile(cpu, 95))} ms`,
  );
}

for (let i = 0; i < 20; i++) dealPuzzle(`warm-${i}`, 'hard');
for (const level of LEVELS) {
  report(`deal ${level.value}`, Array.from({ length: SEEDS }, (_, i) => time(() => dealPuzzle(`bench-${i}`, level.value))));
  if (level.unjumps > 0) {
    report(
      `solve ${level.value} (fresh memo)`,
      Array.from({ length: SEEDS }, (_, i) => {
        const { start } = dealPuzzle(`bench-${i}`, level.value);
        return time(() => createSolver('english').solve(start));
      }),
    );
  }
}
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
report(
  'solve English start (fresh)',
  Array.from({ length: RUNS }, () => time(() => createSolver('english').solve(fullBoard('english', CENTRE)))),
);

// The main thread's part of a hint on the full English board: positions of at most SMALL pegs are solved on
// the spot (bigger ones wait for the worker), here reached by random play, each with a fresh memo.
const positions: string[] = [];
for (let i = 0; positions.length < 60 && i < 2000; i++) {
  const random = createRandom(`hint-${i}`);
  let board = fullBoard('english', CENTRE);
  while (pegCount(board) > SMALL) {
    const jumps = legalJumps('english', board);
    if (jumps.length === 0) break;
    board = applyJump(board, jumps[random.int(0, jumps.length - 1)]);
  }
  if (pegCount(board) === SMALL) positions.push(board);
}
report(`hint main thread (${SMALL} pegs)`, positions.map((board) => time(() => createSolver('english').solve(board, SMALL_LIMIT))));
