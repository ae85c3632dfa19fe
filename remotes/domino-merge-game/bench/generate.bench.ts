// Domino Merge deals no puzzle: its "generation" is dealing the next piece and resolving a placement's merges.
// Median and p95 per move over whole games from 50 fixed seeds. Run: npx tsx remotes/domino-merge-game/bench/generate.bench.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { percentile } from '@games/shared/bench/percentile';
import { newGame, place } from '../src/logic/game';
import { fittingPlacements } from '../src/logic/piece';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 50);
const round = (ms: number) => Math.round(ms * 1000) / 1000;

const moves: number[] = [];
let turns = 0;
for (let i = 0; i < SEEDS; i++) {
  let game = newGame(`bench-${i}`);
  while (!game.over) {
    const options = fittingPlacements(game.board, game.piece);
    const start = performance.now();
    game = place(game, options[(game.turn * 7) % options.length]);
    moves.push(performance.now() - start);
  }
  turns += game.turn;
}
moves.sort((a, b) => a - b);
const rows = [{ level: '5×5', games: SEEDS, averageTurns: Math.round(turns / SEEDS), moveMedianMs: round(percentile(moves, 50)), moveP95Ms: round(percentile(moves, 95)), maxMs: round(moves[moves.length - 1]) }];
console.table(rows);
const out = path.resolve(__dirname, '../../../bench-results/domino-merge-game.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify({ game: 'domino-merge-game', date: new Date().toISOString(), node: process.version, loadAverage1m: round(loadavg()[0]), generation: rows }, null, 2)}\n`);
console.log(`wrote ${out}`);
