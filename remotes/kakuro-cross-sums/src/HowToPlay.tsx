import type { RovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Board as GameBoard } from './Board';
import type { RunState } from './logic/board';
import type { Clue, KakuroRun } from './logic/layout';

// A solved 4×4 (a 3×3 field under its clue border): across 6, 23, 13; down 20, 10, 12. Its clues have this one solution.
export const EXAMPLE_SIZE = 4;
export const EXAMPLE_SOLUTION = [0, 0, 0, 0, 0, 3, 1, 2, 0, 8, 6, 9, 0, 9, 3, 1];
// Its runs and clues written out (the test checks them against the game's own): importing the game's logic here would
// cost the first load bytes, as webpack could no longer inline those modules into the first chunk.
export const EXAMPLE_RUNS: KakuroRun[] = [
  { axis: 'across', clueCell: 4, cells: [5, 6, 7], sum: 6 },
  { axis: 'across', clueCell: 8, cells: [9, 10, 11], sum: 23 },
  { axis: 'across', clueCell: 12, cells: [13, 14, 15], sum: 13 },
  { axis: 'down', clueCell: 1, cells: [5, 9, 13], sum: 20 },
  { axis: 'down', clueCell: 2, cells: [6, 10, 14], sum: 10 },
  { axis: 'down', clueCell: 3, cells: [7, 11, 15], sum: 12 },
];
export const EXAMPLE_CLUES = new Map<number, Clue>([
  [1, { down: 20 }],
  [2, { down: 10 }],
  [3, { down: 12 }],
  [4, { across: 6 }],
  [8, { across: 23 }],
  [12, { across: 13 }],
]);
const DONE: RunState[] = EXAMPLE_RUNS.map((run) => ({
  placed: run.cells.map((cell) => EXAMPLE_SOLUTION[cell]),
  full: true,
  repeated: false,
  wrongSum: false,
  done: true,
}));
const EXAMPLE_BOARD = { values: EXAMPLE_SOLUTION, notes: EXAMPLE_SOLUTION.map(() => 0) };
const NONE: ReadonlySet<number> = new Set();
const ignore = () => undefined;
/** The example is drawn, not played: no cursor, no focus, no keys. */
const INERT_GRID: RovingGrid = {
  cursor: { row: -1, col: -1 },
  setCursor: ignore,
  cellProps: () => ({ tabIndex: -1, ref: ignore, onFocus: ignore }),
  onKeyDown: () => false,
  focus: ignore,
};

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
          Fill every white cell with a digit from <strong>1 to 9</strong>. A clue is the <strong>sum of its run</strong>: above the diagonal
          for the run to its right, below it for the run beneath. <strong>No digit repeats within a run.</strong>
        </p>
      }
      example={
        <Board
          size={EXAMPLE_SIZE}
          solution={EXAMPLE_SOLUTION}
          board={EXAMPLE_BOARD}
          runs={EXAMPLE_RUNS}
          runStates={DONE}
          clues={EXAMPLE_CLUES}
          peers={NONE}
          repeated={NONE}
          hinted={NONE}
          selected={-1}
          solved={false}
          testId="kakuro-cross-sums-example"
          grid={INERT_GRID}
          onSelect={ignore}
        />
      }
      exampleCaption="Solved: 3+1+2 = 6 across, 3+8+9 = 20 down, and no run repeats a digit. A finished run's clue fades."
      touch={
        <p>
          Tap a cell, then a digit. <strong>Notes</strong> writes pencil marks. The combination helper lists the digit sets that can make the
          cell&apos;s runs (&ldquo;17 in 2: 8+9&rdquo;).
        </p>
      }
      mouse={
        <p>
          Click a cell, then a digit. <strong>Notes</strong> writes pencil marks. The combination helper lists the digit sets that can make the
          cell&apos;s runs (&ldquo;17 in 2: 8+9&rdquo;).
        </p>
      }
      keyboard={[
        { keys: '← ↑ → ↓', does: 'move' },
        { keys: 'W A S D', does: 'move too' },
        { keys: '1–9', does: 'write' },
        { keys: 'Backspace', does: 'erase (also Delete, 0)' },
        { keys: 'N', does: 'notes on/off' },
        { keys: 'H', does: 'hint' },
        { keys: 'Ctrl+Z', does: 'undo' },
        { keys: 'Ctrl+Y', does: 'redo' },
      ]}
      more={
        <p>
          A repeated digit gets a ✕, a run with a wrong sum a ! on its clue. Every puzzle has one solution; Easy to Hard never need a guess.
          Hints show in your result. Daily is one Medium puzzle a day, the same for everyone.
        </p>
      }
    />
  );
}
