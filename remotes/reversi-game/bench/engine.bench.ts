// Engine time per move per level, over games against a seeded random player (npx tsx remotes/reversi-game/bench/engine.bench.ts).
import { createRandom } from '@games/shared/game-kit/random';
import { think, LEVELS } from '../src/logic/engine';
import { movesFor, play, startPosition } from '../src/logic/game';

const GAMES = Number(process.argv[2] ?? 6);
for (const level of LEVELS) {
  const times: number[] = [];
  for (let g = 0; g < GAMES; g++) {
    const random = createRandom(`bench-${level}-${g}`);
    let p = startPosition();
    const engineSide = g % 2 ? 'white' : 'black';
    for (let ply = 0; movesFor(p).length; ply++) {
      let s: number;
      if (p.toMove === engineSide) {
        const t = performance.now();
        s = think({ black: p.black, white: p.white, toMove: p.toMove, level, seed: `${g}-${ply}` }).square;
        times.push(performance.now() - t);
      } else s = random.pick(movesFor(p));
      p = play(p, s)!.position;
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  console.log(`${level}: ${times.length} moves, median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
}
