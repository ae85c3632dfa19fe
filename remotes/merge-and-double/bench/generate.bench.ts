// Dealing and drop time: median and p95 over fixed seeds (a score game has one level: the deal, then each
// drop with its chain reactions). Run: npx tsx remotes/merge-and-double/bench/generate.bench.ts
import { percentile } from '@games/shared/bench/percentile';
import { COLS } from '../src/logic/board';
import { canDrop, drop, isOver, newGame } from '../src/logic/game';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 200);
const round = (ms: number) => Math.round(ms * 1000) / 1000;

function time(run: (seed: string) => number) {
  const wall: number[] = [];
  let drops = 0;
  for (let i = 0; i < SEEDS; i++) {
    const start = performance.now();
    drops += run(`bench-${i}`);
    wall.push(performance.now() - start);
  }
  wall.sort((a, b) => a - b);
  return { runs: SEEDS, medianMs: round(percentile(wall, 50)), p95Ms: round(percentile(wall, 95)), maxMs: round(wall[wall.length - 1]), dropsPerRun: round(drops / SEEDS) };
}

/** A whole round: each block into the first column where it merges, else the lowest column. */
function playRound(seed: string): number {
  let game = newGame(seed);
  let drops = 0;
  while (!isOver(game) && drops < 1000) {
    const cols = Array.from({ length: COLS }, (_, col) => col).filter((col) => canDrop(game.cells, col, game.queue[0]));
    const col = cols.find((c) => drop(game, c)!.points > 0) ?? cols[drops % cols.length];
    game = drop(game, col)!.state;
    drops++;
  }
  return drops;
}

for (let i = 0; i < 20; i++) playRound(`warm-${i}`);
console.table({
  deal: time((seed) => (newGame(seed), 0)),
  'whole round': time(playRound),
});
