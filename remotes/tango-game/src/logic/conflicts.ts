// Live rule checking on the player's board: what is broken right now, and is the puzzle solved.
import { buildLines } from './lines';
import { EMPTY, MOON, SUN, signOtherIndex, type Board, type Sign } from './types';

export interface Conflicts {
  /** Cells taking part in a broken rule. */
  cells: ReadonlySet<number>;
  /** Indices into the puzzle's signs whose two cells disagree with the sign. */
  signs: ReadonlySet<number>;
  /** One sentence per broken rule, e.g. "Row 2 has four suns." */
  messages: readonly string[];
}

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

export function findConflicts(size: number, signs: readonly Sign[], board: Board): Conflicts {
  const cells = new Set<number>();
  const brokenSigns = new Set<number>();
  const messages: string[] = [];
  const half = size / 2;

  for (const line of buildLines(size, [])) {
    for (const symbol of [SUN, MOON] as const) {
      const holders = line.cells.filter((index) => board[index] === symbol);
      if (holders.length > half) {
        holders.forEach((index) => cells.add(index));
        messages.push(`${line.name} has ${COUNT_WORDS[holders.length] ?? holders.length} ${symbol === SUN ? 'suns' : 'moons'}; it needs ${COUNT_WORDS[half]}.`);
      }
    }
    // Runs of three or more equal symbols.
    let runStart = 0;
    for (let position = 1; position <= size; position++) {
      const continues = position < size && board[line.cells[position]] !== EMPTY && board[line.cells[position]] === board[line.cells[runStart]];
      if (continues) continue;
      if (board[line.cells[runStart]] !== EMPTY && position - runStart >= 3) {
        for (let inRun = runStart; inRun < position; inRun++) cells.add(line.cells[inRun]);
        messages.push(`${line.name} has three ${board[line.cells[runStart]] === SUN ? 'suns' : 'moons'} in a row.`);
      }
      runStart = position;
    }
  }

  signs.forEach((sign, signIndex) => {
    const a = board[sign.row * size + sign.col];
    const otherIndex = signOtherIndex(sign, size);
    const b = board[otherIndex];
    if (a === EMPTY || b === EMPTY) return;
    if ((sign.kind === 'equal') === (a === b)) return;
    brokenSigns.add(signIndex);
    cells.add(sign.row * size + sign.col);
    cells.add(otherIndex);
    messages.push(sign.kind === 'equal' ? 'An = sign joins two different symbols.' : 'An × sign joins two equal symbols.');
  });

  return { cells, signs: brokenSigns, messages };
}

/** Solved: every cell filled and no rule broken (the puzzle's solution is unique, so this is it). */
export function isSolved(size: number, signs: readonly Sign[], board: Board): boolean {
  return board.every((value) => value !== EMPTY) && findConflicts(size, signs, board).cells.size === 0;
}
