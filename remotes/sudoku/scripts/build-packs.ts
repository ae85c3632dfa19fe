// Builds the puzzle packs: the generator is too slow for Hard and Expert on a phone's main thread
// (it deals dozens of grids to hit a grade), so puzzles are made here once, checked, and shipped as
// lazily loaded data. At play time a seed picks a pack puzzle and a random symmetry of it (deal.ts).
//   npx tsx remotes/sudoku/scripts/build-packs.ts [difficulty ...] [--count N]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIFFICULTIES, isDifficulty, type Difficulty } from '../src/logic/difficulty';
import { generatePuzzle } from '../src/logic/generate';
import { formatGrid } from '../src/logic/grid';
import { PACK_VERSION, type PuzzlePack } from '../src/logic/pack';

const args = process.argv.slice(2);
const countIndex = args.indexOf('--count');
const count = countIndex >= 0 ? Number(args[countIndex + 1]) : 240;
const wanted = args.filter((a, i) => isDifficulty(a) && (countIndex < 0 || i !== countIndex + 1)) as Difficulty[];
const difficulties = wanted.length > 0 ? wanted : DIFFICULTIES.map((d) => d.value);

for (const difficulty of difficulties) {
  const started = performance.now();
  const puzzles = new Set<string>();
  for (let i = 0; puzzles.size < count; i++) {
    puzzles.add(formatGrid(generatePuzzle(`pack-${i}`, difficulty).givens));
  }
  const pack: PuzzlePack = { version: PACK_VERSION, difficulty, puzzles: [...puzzles] };
  writeFileSync(join(__dirname, '../src/packs', `${difficulty}.data.json`), `${JSON.stringify(pack)}\n`);
  console.log(`${difficulty}: ${count} puzzles in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
