// Builds the puzzle packs of the 10×10 levels: with few givens the uniqueness proofs take longer than a live
// deal may (GAME-DONE: p95 ≤ 150 ms), so the puzzles are made here once with a large proof budget, checked,
// and shipped as lazily loaded data (src/packs/<level>.data.json, dealt by src/logic/pack.ts).
//   npx tsx remotes/sequent-number-game/scripts/build-packs.ts [level ...] [--count N] [--budget NODES]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatePuzzle } from '../src/logic/generator';
import { LEVELS, levelConfig } from '../src/logic/levels';
import { PACK_VERSION, formatPuzzle, type SequentPack } from '../src/logic/pack';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const count = option('--count', 60);
const budget = option('--budget', 60_000);
const wanted = args.filter((a) => LEVELS.some((l) => l.packed && l.value === a));
const levels = wanted.length > 0 ? wanted : LEVELS.filter((l) => l.packed).map((l) => l.value);

for (const level of levels) {
  const { size, moves } = levelConfig(level);
  const started = performance.now();
  const puzzles = new Set<string>();
  let givens = 0;
  for (let i = 0; puzzles.size < count; i++) {
    const deal = generatePuzzle(`pack-${i}`, level, budget);
    givens += deal.puzzle.givens.filter((v) => v > 0).length;
    puzzles.add(formatPuzzle(deal));
  }
  const pack: SequentPack = { version: PACK_VERSION, level, size, moves, puzzles: [...puzzles] };
  writeFileSync(join(__dirname, '../src/packs', `${level}.data.json`), `${JSON.stringify(pack)}\n`);
  const share = givens / (count * size * size);
  console.log(`${level}: ${count} puzzles, ${(share * 100).toFixed(1)}% given, ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
