// Every legal play for a rack: Appel and Jacobson's anchor-based generator over the DAWG. Across plays are found
// row by row (left part from the rack or the tiles already there, then extended right through the anchor with
// cross-checks); down plays are the across plays of the transposed board. Each play is scored as it is found.
import { BINGO_BONUS } from './placement';
import { CENTRE, CELLS, PREMIUMS, SIZE, isBoardEmpty, transpose, transposeSquare } from './board';
import { child, type Dawg } from './dawg';
import { VALUES } from './tiles';
import type { Placement } from './placement';

export interface Move {
  placements: Placement[];
  score: number;
  /** The main word, upper case. */
  word: string;
}

const ALL = (1 << 26) - 1;
const BLANK = 26;
const LETTER_VALUES = Array.from({ length: 26 }, (_, i) => VALUES[String.fromCharCode(65 + i)]);

function rackCounts(rack: string): number[] {
  const counts = new Array<number>(27).fill(0);
  for (const t of rack) {
    if (t === '?') counts[BLANK]++;
    else counts[t.charCodeAt(0) - 65]++;
  }
  return counts;
}

/** Across plays on `board`; squares are reported through `mapSquare` (identity, or back from the transpose). */
function acrossMoves(dawg: Dawg, board: string, rack: string, mapSquare: (s: number) => number, out: Move[]) {
  const occupied = new Uint8Array(CELLS);
  const letter = new Int8Array(CELLS).fill(-1);
  const value = new Int16Array(CELLS);
  for (let s = 0; s < CELLS; s++) {
    const ch = board.charCodeAt(s);
    if (ch === 46) continue;
    occupied[s] = 1;
    letter[s] = (ch | 32) - 97;
    value[s] = ch < 97 ? LETTER_VALUES[letter[s]] : 0;
  }
  const empty = isBoardEmpty(board);
  // Cross-checks: the letters that make a valid down word on each empty square, and that word's other points.
  const crossMask = new Int32Array(CELLS).fill(ALL);
  const crossSum = new Int16Array(CELLS).fill(-1);
  const anchor = new Uint8Array(CELLS);
  for (let s = 0; s < CELLS; s++) {
    if (occupied[s]) continue;
    const r = Math.floor(s / SIZE);
    const c = s % SIZE;
    const up = r > 0 && occupied[s - SIZE] === 1;
    const down = r < SIZE - 1 && occupied[s + SIZE] === 1;
    if (empty) anchor[s] = s === CENTRE ? 1 : 0;
    else anchor[s] = up || down || (c > 0 && occupied[s - 1] === 1) || (c < SIZE - 1 && occupied[s + 1] === 1) ? 1 : 0;
    if (!up && !down) continue;
    let top = s;
    while (top - SIZE >= 0 && occupied[top - SIZE]) top -= SIZE;
    let node = dawg.root;
    let sum = 0;
    for (let t = top; t < s && node >= 0; t += SIZE) {
      node = child(dawg, node, letter[t]);
      sum += value[t];
    }
    let below = 0;
    for (let t = s + SIZE; t < CELLS && occupied[t]; t += SIZE) below += value[t];
    sum += below;
    let mask = 0;
    if (node >= 0) {
      for (let l = 0; l < 26; l++) {
        let n = child(dawg, node, l);
        for (let t = s + SIZE; n >= 0 && t < CELLS && occupied[t]; t += SIZE) n = child(dawg, n, letter[t]);
        if (n >= 0 && dawg.terminal[n]) mask |= 1 << l;
      }
    }
    crossMask[s] = mask;
    crossSum[s] = sum;
  }

  const counts = rackCounts(rack);
  const rackSize = rack.length;
  // The tiles placed so far (squares in this row, letter 0–25, blank flag), as a stack.
  const placedSquare: number[] = [];
  const placedLetter: number[] = [];
  const placedBlank: boolean[] = [];

  const record = (rowStart: number, startCol: number, endCol: number) => {
    let main = 0;
    let wordMultiplier = 1;
    let cross = 0;
    let word = '';
    let p = 0;
    const placements: Placement[] = [];
    for (let col = startCol; col <= endCol; col++) {
      const s = rowStart + col;
      if (occupied[s]) {
        main += value[s];
        word += String.fromCharCode(65 + letter[s]);
        continue;
      }
      while (placedSquare[p] !== s) p++;
      const l = placedLetter[p];
      const blank = placedBlank[p];
      word += String.fromCharCode(65 + l);
      placements.push({ square: mapSquare(s), letter: String.fromCharCode((blank ? 97 : 65) + l) });
      const premium = PREMIUMS[s];
      let lv = blank ? 0 : LETTER_VALUES[l];
      let wm = 1;
      if (premium === 'DL') lv *= 2;
      else if (premium === 'TL') lv *= 3;
      else if (premium === 'DW') wm = 2;
      else if (premium === 'TW') wm = 3;
      main += lv;
      wordMultiplier *= wm;
      if (crossSum[s] >= 0) cross += (crossSum[s] + lv) * wm;
    }
    const score = main * wordMultiplier + cross + (placements.length === 7 ? BINGO_BONUS : 0);
    out.push({ placements, score, word });
  };

  const place = (s: number, l: number, blank: boolean) => {
    placedSquare.push(s);
    placedLetter.push(l);
    placedBlank.push(blank);
  };
  const unplace = () => {
    placedSquare.pop();
    placedLetter.pop();
    placedBlank.pop();
  };

  const extendRight = (rowStart: number, startCol: number, node: number, col: number, anchorCol: number) => {
    if (col < SIZE && occupied[rowStart + col]) {
      const n = child(dawg, node, letter[rowStart + col]);
      if (n >= 0) extendRight(rowStart, startCol, n, col + 1, anchorCol);
      return;
    }
    if (col > anchorCol && dawg.terminal[node]) record(rowStart, startCol, col - 1);
    if (col >= SIZE || placedSquare.length >= rackSize) return;
    const s = rowStart + col;
    const allowed = crossMask[s] & dawg.mask[node];
    if (!allowed) return;
    for (let l = 0; l < 26; l++) {
      if (!(allowed & (1 << l))) continue;
      const n = child(dawg, node, l);
      if (counts[l] > 0) {
        counts[l]--;
        place(s, l, false);
        extendRight(rowStart, startCol, n, col + 1, anchorCol);
        unplace();
        counts[l]++;
      }
      if (counts[BLANK] > 0) {
        counts[BLANK]--;
        place(s, l, true);
        extendRight(rowStart, startCol, n, col + 1, anchorCol);
        unplace();
        counts[BLANK]++;
      }
    }
  };

  // Left parts from the rack on the empty, anchor-free squares left of the anchor; `left` holds them in order.
  const leftLetters: number[] = [];
  const leftBlank: boolean[] = [];
  const leftPart = (rowStart: number, anchorCol: number, node: number, limit: number) => {
    const startCol = anchorCol - leftLetters.length;
    for (let i = 0; i < leftLetters.length; i++) place(rowStart + startCol + i, leftLetters[i], leftBlank[i]);
    extendRight(rowStart, startCol, node, anchorCol, anchorCol);
    for (let i = 0; i < leftLetters.length; i++) unplace();
    if (limit <= 0) return;
    const edges = dawg.mask[node];
    for (let l = 0; l < 26; l++) {
      if (!(edges & (1 << l))) continue;
      const n = child(dawg, node, l);
      for (const blank of [false, true]) {
        const k = blank ? BLANK : l;
        if (counts[k] <= 0) continue;
        counts[k]--;
        leftLetters.push(l);
        leftBlank.push(blank);
        leftPart(rowStart, anchorCol, n, limit - 1);
        leftLetters.pop();
        leftBlank.pop();
        counts[k]++;
      }
    }
  };

  for (let row = 0; row < SIZE; row++) {
    const rowStart = row * SIZE;
    for (let col = 0; col < SIZE; col++) {
      const s = rowStart + col;
      if (!anchor[s]) continue;
      if (col > 0 && occupied[s - 1]) {
        let start = col - 1;
        while (start > 0 && occupied[s - (col - start) - 1]) start--;
        let node = dawg.root;
        for (let c = start; c < col && node >= 0; c++) node = child(dawg, node, letter[rowStart + c]);
        if (node >= 0) extendRight(rowStart, start, node, col, col);
      } else {
        let limit = 0;
        for (let c = col - 1; c >= 0 && !occupied[rowStart + c] && !anchor[rowStart + c]; c--) limit++;
        leftPart(rowStart, col, dawg.root, Math.min(limit, rackSize - 1));
      }
    }
  }
}

/** Every legal play of `rack` ('A'–'Z', '?' for a blank) on `board`, each once, with its score. */
export function generateMoves(dawg: Dawg, board: string, rack: string): Move[] {
  const moves: Move[] = [];
  if (rack.length === 0) return moves;
  acrossMoves(dawg, board, rack, (s) => s, moves);
  // On an empty board down plays are the across plays turned; on a played board find them on the transpose.
  if (!isBoardEmpty(board)) {
    const downs: Move[] = [];
    acrossMoves(dawg, transpose(board), rack, transposeSquare, downs);
    const singles = new Set(moves.filter((m) => m.placements.length === 1).map((m) => `${m.placements[0].square}${m.placements[0].letter}`));
    for (const m of downs) if (m.placements.length > 1 || !singles.has(`${m.placements[0].square}${m.placements[0].letter}`)) moves.push(m);
  }
  return moves;
}
