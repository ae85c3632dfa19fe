// Builds the puzzle packs of the 10×10 levels: with few givens the uniqueness proofs take longer than a live
// deal may (GAME-DONE: p95 ≤ 150 ms), so the puzzles are made here once with a larger proof budget, checked,
// and shipped as lazily loaded data (src/packs/<level>.data.json, dealt by src/logic/pack.ts). Each pack keeps
// the thinnest `count` of `count × pool` puzzles, so the largest boards also have the fewest givens.
//   npx tsx remotes/sequent-number-game/scripts/build-packs.ts [level ...] [--count N] [--pool P] [--budget GUESSES]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatePuzzle } from '../src/logic/generate';
import { LEVELS, levelConfig } from '../src/logic/levels';
import { PACK_VERSION, formatPuzzle, type SequentPack } from '../src/logic/pack';
import { countSolutions } from '../src/logic/solver';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const count = option('--count', 60);
const pool = option('--pool', 3);
const budget = option('--budget', 300);
const wanted = args.filter((a) => LEVELS.some((l) => l.packed && l.value === a));
const levels = wanted.length > 0 ? wanted : LEVELS.filter((l) => l.packed).map((l) => l.value);

for (const level of levels) {
  const { size, moves } = levelConfig(level);
  const started = performance.now();
  const made = new Map<string, number>();
  for (let i = 0; made.size < count * pool; i++) {
    const deal = generatePuzzle(`pack-${i}`, level, budget);
    const proof = countSolutions(deal.puzzle, 2, 50_000_000);
    if (proof.count !== 1) throw new Error(`${level} pack-${i}: ${proof.count} solutions`);
    made.set(formatPuzzle(deal), deal.puzzle.givens.filter((v) => v > 0).length);
  }
  const thinnest = [...made].sort((a, b) => a[1] - b[1]).slice(0, count);
  const pack: SequentPack = { version: PACK_VERSION, level, size, moves, puzzles: thinnest.map(([text]) => text) };
  writeFileSync(join(__dirname, '../src/packs', `${level}.data.json`), `${JSON.stringify(pack)}\n`);
  const shares = thinnest.map(([, givens]) => givens / (size * size));
  const median = shares[Math.floor(shares.length / 2)];
  console.log(
    `${level}: ${count} of ${count * pool} puzzles, median ${(median * 100).toFixed(1)}% given, ` +
      `max ${(shares[shares.length - 1] * 100).toFixed(1)}%, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
