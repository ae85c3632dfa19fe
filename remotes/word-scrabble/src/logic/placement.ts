// A play's geometry and score: tiles in one line, no gaps, the first play on the centre, later ones touching
// the board; the words it forms (the main word and every cross-word) and their points with the premiums under
// the new tiles, +50 for using all seven. Whether the words are in the dictionary is asked separately.
import { CENTRE, PREMIUMS, SIZE, colOf, isBoardEmpty, rowOf } from './board';
import { tileValue } from './tiles';

/** One new tile: 'A'–'Z', or 'a'–'z' for a blank standing for that letter. */
export interface Placement {
  square: number;
  letter: string;
}

export interface FormedWord {
  /** Upper case. */
  word: string;
  squares: number[];
  score: number;
}

export type Direction = 'across' | 'down';

export const BINGO_BONUS = 50;

export type PlacementCheck =
  | { ok: true; direction: Direction; words: FormedWord[]; score: number; bingo: boolean }
  | { ok: false; reason: string };

const step = (direction: Direction) => (direction === 'across' ? 1 : SIZE);

/** The board with the new tiles on it. */
export function applyPlacements(board: string, placements: readonly Placement[]): string {
  const cells = board.split('');
  for (const p of placements) cells[p.square] = p.letter;
  return cells.join('');
}

/** The run of tiles through `square` along `direction` on a board (that already holds the new tiles). */
function runThrough(board: string, square: number, direction: Direction): number[] {
  const d = step(direction);
  const sameLine = (a: number, b: number) => (direction === 'across' ? rowOf(a) === rowOf(b) : true);
  let start = square;
  while (start - d >= 0 && sameLine(start - d, square) && board[start - d] !== '.') start -= d;
  const squares: number[] = [];
  for (let s = start; s < SIZE * SIZE && sameLine(s, square) && board[s] !== '.'; s += d) squares.push(s);
  return squares;
}

function scoreWord(board: string, squares: number[], fresh: ReadonlySet<number>): number {
  let sum = 0;
  let multiplier = 1;
  for (const s of squares) {
    let value = tileValue(board[s]);
    if (fresh.has(s)) {
      const premium = PREMIUMS[s];
      if (premium === 'DL') value *= 2;
      else if (premium === 'TL') value *= 3;
      else if (premium === 'DW') multiplier *= 2;
      else if (premium === 'TW') multiplier *= 3;
    }
    sum += value;
  }
  return sum * multiplier;
}

const wordOf = (board: string, squares: number[]) => squares.map((s) => board[s].toUpperCase()).join('');

export function checkPlacement(board: string, placements: readonly Placement[]): PlacementCheck {
  if (placements.length === 0) return { ok: false, reason: 'Place a tile first.' };
  const squares = placements.map((p) => p.square);
  if (new Set(squares).size !== squares.length) return { ok: false, reason: 'Two tiles on one square.' };
  for (const p of placements) {
    if (!Number.isInteger(p.square) || p.square < 0 || p.square >= SIZE * SIZE) return { ok: false, reason: 'A tile is off the board.' };
    if (board[p.square] !== '.') return { ok: false, reason: 'That square is taken.' };
    if (!/^[A-Za-z]$/.test(p.letter)) return { ok: false, reason: 'Not a letter.' };
  }
  const sameRow = squares.every((s) => rowOf(s) === rowOf(squares[0]));
  const sameCol = squares.every((s) => colOf(s) === colOf(squares[0]));
  if (!sameRow && !sameCol) return { ok: false, reason: 'Tiles must be in one row or one column.' };

  const first = isBoardEmpty(board);
  if (first && !squares.includes(CENTRE)) return { ok: false, reason: 'The first word must cover the centre star.' };
  const after = applyPlacements(board, placements);
  const fresh = new Set(squares);

  let direction: Direction;
  if (placements.length > 1) direction = sameRow ? 'across' : 'down';
  else direction = runThrough(after, squares[0], 'across').length > 1 ? 'across' : 'down';

  const main = runThrough(after, squares[0], direction);
  if (!squares.every((s) => main.includes(s))) return { ok: false, reason: 'Leave no gaps between your tiles.' };
  if (main.length < 2) return { ok: false, reason: first ? 'The first word needs at least two letters.' : 'Make a word of at least two letters.' };
  if (!first && main.length === placements.length && !hasCrossTouch(board, squares)) return { ok: false, reason: 'Connect your word to the tiles on the board.' };

  const other: Direction = direction === 'across' ? 'down' : 'across';
  const words: FormedWord[] = [{ word: wordOf(after, main), squares: main, score: scoreWord(after, main, fresh) }];
  for (const s of squares) {
    const cross = runThrough(after, s, other);
    if (cross.length > 1) words.push({ word: wordOf(after, cross), squares: cross, score: scoreWord(after, cross, fresh) });
  }
  const bingo = placements.length === 7;
  const score = words.reduce((sum, w) => sum + w.score, 0) + (bingo ? BINGO_BONUS : 0);
  return { ok: true, direction, words, score, bingo };
}

/** Whether any new square touches a tile already on the board. */
function hasCrossTouch(board: string, squares: number[]): boolean {
  return squares.some((s) => {
    const r = rowOf(s);
    const c = colOf(s);
    return (r > 0 && board[s - SIZE] !== '.') || (r < SIZE - 1 && board[s + SIZE] !== '.') || (c > 0 && board[s - 1] !== '.') || (c < SIZE - 1 && board[s + 1] !== '.');
  });
}

/** The rack tiles a placement uses: the letter, or '?' for a blank. */
export const tilesUsed = (placements: readonly Placement[]) => placements.map((p) => (p.letter >= 'a' ? '?' : p.letter)).join('');
