// The computer's time per move, per board and level: median and p95 over the positions of many games
// (the computer against a random player, fixed seeds). Run: npx tsx remotes/tic-tac-toe/bench/engine.bench.ts
import { percentile } from '@games/shared/bench/percentile';
import { createRandom } from '@games/shared/game-kit/random';
import { boardOf, emptyCells, markToMove, outcomeOf, SIZE_IDS, VARIANTS } from '../src/logic/board';
import { chooseMove, LEVELS } from '../src/logic/engine';

const GAMES = Number(process.env.BENCH_GAMES ?? 20);
const round = (ms: number) => Math.round(ms * 100) / 100;

for (const size of SIZE_IDS) {
  const variant = VARIANTS[size];
  for (const level of LEVELS) {
    const times: number[] = [];
    const sorted = () => [...times].sort((a, b) => a - b);
    for (let g = 0; g < GAMES; g++) {
      const random = createRandom(`bench-${g}`);
      const first = g % 2 === 0 ? 'X' : 'O';
      const moves: number[] = [];
      while (!outcomeOf(boardOf(variant, first, moves), variant).over) {
        const board = boardOf(variant, first, moves);
        const mark = markToMove(first, moves.length);
        if (mark === 'X') {
          const start = performance.now();
          moves.push(chooseMove({ board, variant, mark, level, seed: `bench-${g}` }));
          times.push(performance.now() - start);
        } else moves.push(random.pick(emptyCells(board)));
      }
    }
    console.log(`${size}×${size} ${level.padEnd(10)} moves ${String(times.length).padStart(4)}  median ${round(percentile(sorted(), 50))} ms  p95 ${round(percentile(sorted(), 95))} ms  max ${round(Math.max(...times))} ms`);
  }
}
