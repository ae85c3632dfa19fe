// Builds the puzzle packs: generation takes hundreds of milliseconds to seconds at the larger levels (shapes
// and digits are re-rolled until the counting solver proves one solution, and logic alone finds it on the
// logical levels), far over a live budget. So puzzles are made here once, checked, and shipped as lazily
// loaded data; at play time a seed picks a pack puzzle and a turn or mirror of it (src/logic/deal.ts).
//   npx tsx remotes/kakuro-cross-sums/scripts/build-packs.ts [level ...] [--count N]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatePuzzle } from '../src/logic/generate';
import { LEVELS, isLevel, type Level } from '../src/logic/levels';
import { PACK_VERSION, formatPuzzle, type PuzzlePack } from '../src/logic/pack';

const args = process.argv.slice(2);
const countIndex = args.indexOf('--count');
const count = countIndex >= 0 ? Number(args[countIndex + 1]) : 100;
const wanted = args.filter((a) => isLevel(a)) as Level[];
const levels = wanted.length > 0 ? wanted : LEVELS.map((l) => l.value);

for (const level of levels) {
  const started = performance.now();
  const puzzles = new Set<string>();
  let size = 0;
  for (let i = 0; puzzles.size < count; i++) {
    const puzzle = generatePuzzle(`pack-${i}`, level);
    size = puzzle.size;
    puzzles.add(formatPuzzle(puzzle));
  }
  const pack: PuzzlePack = { version: PACK_VERSION, level, size, puzzles: [...puzzles] };
  writeFileSync(join(__dirname, '../src/packs', `${level}.data.json`), `${JSON.stringify(pack)}\n`);
  console.log(`${level}: ${count} puzzles in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
