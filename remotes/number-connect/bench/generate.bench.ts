// Dealing and move time: median and p95 over fixed seeds (a score game has one level: the deal, then each
// chain's gravity and refill, and a shuffle). Run: npx tsx remotes/number-connect/bench/generate.bench.ts
import { percentile } from '@games/shared/bench/percentile';
import { newGame, playChain, shuffle } from '../src/logic/game';
import { firstPair } from '../src/logic/moves';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 200);
const round = (ms: number) => Math.round(ms * 1000) / 1000;

function time(run: (seed: string) => void) {
  const wall: number[] = [];
  for (let i = 0; i < SEEDS; i++) {
    const start = performance.now();
    run(`bench-${i}`);
    wall.push(performance.now() - start);
  }
  wall.sort((a, b) => a - b);
  return { runs: SEEDS, medianMs: round(percentile(wall, 50)), p95Ms: round(percentile(wall, 95)), maxMs: round(wall[wall.length - 1]) };
}

for (let i = 0; i < 50; i++) newGame(`warm-${i}`);
console.table({
  deal: time((seed) => void newGame(seed)),
  'deal + 20 chains': time((seed) => {
    let game = newGame(seed);
    for (let move = 0; move < 20; move++) {
      const pair = firstPair(game.cells);
      if (!pair) break;
      game = playChain(game, pair)!.state;
    }
  }),
  shuffle: time((seed) => void shuffle(newGame(seed))),
});
