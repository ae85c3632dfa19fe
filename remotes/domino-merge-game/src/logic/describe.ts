import { cellOf, valueName } from './board';
import type { MergeStep } from './merge';
import { isDomino, type Piece, type Placement } from './piece';

const SIDES = ['right of', 'below', 'left of', 'above'] as const;
const COUNT_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const countWord = (n: number) => COUNT_WORDS[n] ?? String(n);
const plural = (value: number, n: number) => (value === 8 ? `${countWord(n)} stars` : `${countWord(n)} ${value}s`);

/** "domino 2 and 3, 3 right of 2" / "single 4". */
export function describePiece(piece: Piece, rotation: Placement['rotation']): string {
  if (!isDomino(piece)) return `single ${valueName(piece[0])}`;
  return `domino ${valueName(piece[0])} and ${valueName(piece[1])}, ${valueName(piece[1])} ${SIDES[rotation]} ${valueName(piece[0])}`;
}

/** "row 2, column 3" (1-based, as players count). */
export function describeCell(index: number): string {
  const { row, col } = cellOf(index);
  return `row ${row + 1}, column ${col + 1}`;
}

/** "Merged three 2s into a 3. Combo 2: merged three 3s into a 4." */
export function describeSteps(steps: readonly MergeStep[]): string {
  return steps
    .map((step) => {
      const lead = step.combo > 1 ? `Combo ${step.combo}: ` : '';
      const verb = lead ? 'b' : 'B';
      if (step.kind === 'blast') return `${lead}${verb}last! Three stars cleared ${countWord(step.cells.length)} tiles.`;
      const merged = lead ? 'merged' : 'Merged';
      return `${lead}${merged} ${plural(step.value, step.cells.length)} into ${step.result === 8 ? 'a star' : `a ${step.result}`}.`;
    })
    .join(' ');
}
