// Deals a puzzle: a picture from the authored set (perhaps mirrored), its clues, and, only where line logic
// needs them, a few cells given from the start. Easy and medium puzzles are solved by line logic alone (the
// line solver completing the grid proves the picture unique); hard and expert ones may need contradiction
// reasoning, and the counting solver proves them unique.
import { createRandom } from '@games/shared/game-kit/random';
import { cluesOf } from './clues';
import { countSolutions } from './countSolutions';
import { lineSolvedLevel, sizeOfLevel } from './levels';
import { propagate } from './lineSolver';
import { PICTURES } from './pictures';
import { BLANK, CROSSED, FILLED, type Mark, type NonogramPuzzle, type Picture, type PicturePick } from './types';

export const picturesOfSize = (size: number): Picture[] => PICTURES.filter((picture) => picture.rows.length === size);

/** The picture's cells (1 filled, 0 blank) and colours, mirrored left to right when asked. */
export function pictureCells(picture: Picture, mirrored: boolean): { solution: (0 | 1)[]; colours: string[] } {
  const solution: (0 | 1)[] = [];
  const colours: string[] = [];
  for (const row of picture.rows) {
    const letters = mirrored ? [...row].reverse() : [...row];
    for (const letter of letters) {
      solution.push(letter === '.' ? 0 : 1);
      colours.push(letter === '.' ? '' : (picture.palette[letter] ?? '#333333'));
    }
  }
  return { solution, colours };
}

const markOf = (value: 0 | 1): Mark => (value === 1 ? FILLED : CROSSED);

export function generatePuzzle(seed: string, level: string, pick?: PicturePick): NonogramPuzzle {
  const size = sizeOfLevel(level);
  const random = createRandom(`the-grid:${seed}:${level}`);
  const pictures = picturesOfSize(size);
  const seeded = { index: random.int(0, pictures.length - 1), mirrored: random.next() < 0.5 };
  const chosen = pick && pick.index >= 0 && pick.index < pictures.length ? pick : seeded;
  const picture = pictures[chosen.index];
  const mirrored = chosen.mirrored;
  const { solution, colours } = pictureCells(picture, mirrored);
  const { rowClues, colClues } = cluesOf(size, size, solution);

  const givens: number[] = [];
  const known = new Array<Mark>(size * size).fill(BLANK);
  const lineOnly = lineSolvedLevel(level);
  for (;;) {
    const grid = known.slice();
    const state = propagate(size, size, rowClues, colClues, grid);
    if (state === 'solved') break;
    if (!lineOnly && countSolutions({ width: size, height: size, rowClues, colClues, known }).count === 1) break;
    // Give one cell line logic could not reach, preferring a filled one (it tells the player more).
    const open = grid.flatMap((mark, cell) => (mark === BLANK ? [cell] : []));
    const filled = open.filter((cell) => solution[cell] === 1);
    const cell = random.pick(filled.length > 0 ? filled : open);
    givens.push(cell);
    known[cell] = markOf(solution[cell]);
  }
  givens.sort((a, b) => a - b);
  return { width: size, height: size, rowClues, colClues, solution, givens, name: picture.name, colours };
}
