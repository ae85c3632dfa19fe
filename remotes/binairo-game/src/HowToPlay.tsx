import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Board as GameBoard } from './Board';
import type { BinairoPuzzle, Cell, Digit } from './logic/types';

const parse = (rows: readonly string[]): Cell[] => rows.flatMap((row) => [...row].map((ch) => (ch === '.' ? null : ch === '1' ? 1 : 0)));
// A solved 6×6: its ten givens (dotted) have this one solution.
const SOLVED = parse(['110100', '011010', '001101', '100110', '010011', '101001']) as Digit[];
export const EXAMPLE: BinairoPuzzle = {
  size: 6,
  givens: parse(['....0.', '0....0', '.0..0.', '......', '.1.0..', '1..00.']),
  solution: SOLVED,
};
const NO_CONFLICTS = { cells: new Map(), messages: [] };
const ignore = () => undefined;

/** The rules and controls, shown in the kit's how-to-play dialog. */
export interface HowToPlayProps {
  /** The game's own Board, passed in by Game: imported here, webpack could no longer inline it into the first chunk. */
  Board: typeof GameBoard;
}

export function HowToPlay({ Board }: HowToPlayProps) {
  return (
    <HowToPlayLayout
      rules={
        <p>
          Fill the grid with 0s and 1s: never <strong>three alike</strong> side by side, <strong>as many 0s as 1s</strong> in every row and
          column, and <strong>no two rows</strong> (or columns) the same.
        </p>
      }
      example={<Board puzzle={EXAMPLE} cells={SOLVED} conflicts={NO_CONFLICTS} hintIndex={null} solved={false} testId="binairo-example" onMove={ignore} onLocked={ignore} />}
      exampleCaption="Solved: three 0s and three 1s in every line, never three alike, no two lines the same. Dotted cells were given."
      touch={<p>Tap a cell to cycle it: empty, 0, 1, empty.</p>}
      mouse={<p>Click a cell to cycle it: empty, 0, 1, empty.</p>}
      keyboard={[
        { keys: '← ↑ → ↓', does: 'move' },
        { keys: '0', does: 'place 0' },
        { keys: '1', does: 'place 1' },
        { keys: 'Space', does: 'cycle (or Enter)' },
        { keys: 'Backspace', does: 'clear (or Delete)' },
        { keys: 'H', does: 'hint' },
        { keys: 'Ctrl+Z', does: 'undo' },
        { keys: 'Ctrl+Y', does: 'redo' },
      ]}
      more={
        <p>
          One solution, found by logic alone. A broken rule stripes its cells with a sign: <strong>3</strong> three in a row,{' '}
          <strong>½</strong> balance, <strong>=</strong> equal lines.
        </p>
      }
    />
  );
}
