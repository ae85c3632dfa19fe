import type { RovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Board as GameBoard } from './Board';

const digits = (text: string) => Array.from(text, Number);
// A solved puzzle: its givens (drawn bold) and the digits the player wrote (drawn blue).
export const EXAMPLE_GIVENS = digits('003020600900305001001806400008102900700000008006708200002609500800203009005010300');
export const EXAMPLE_SOLUTION = digits('483921657967345821251876493548132976729564138136798245372689514814253769695417382');
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
          Fill the grid so that every <strong>row</strong>, every <strong>column</strong> and every <strong>3×3 box</strong> holds each digit
          from 1 to 9 exactly once. Bold digits are given.
        </p>
      }
      example={<Board board={EXAMPLE_BOARD} givens={EXAMPLE_GIVENS} selected={-1} conflicts={NONE} wrong={NONE} hinted={NONE} grid={INERT_GRID} testId="sudoku-example" />}
      exampleCaption="Solved: each row, column and box holds 1 to 9 once. Bold digits were given, blue ones written."
      touch={
        <p>
          Tap a cell, then a number. <strong>Notes</strong> writes pencil marks, <strong>Fill notes</strong> every candidate; <strong>Hint</strong>{' '}
          shows the next logical step.
        </p>
      }
      mouse={
        <p>
          Click a cell, then a number. <strong>Notes</strong> writes pencil marks, <strong>Fill notes</strong> every candidate; <strong>Hint</strong>{' '}
          shows the next logical step.
        </p>
      }
      keyboard={[
        { keys: '← ↑ → ↓', does: 'move' },
        { keys: 'W A S D', does: 'move too' },
        { keys: '1–9', does: 'place' },
        { keys: 'Backspace', does: 'erase (also 0)' },
        { keys: 'N', does: 'notes on/off' },
        { keys: 'H', does: 'hint' },
        { keys: 'Ctrl+Z', does: 'undo' },
        { keys: 'Ctrl+Y', does: 'redo' },
      ]}
      more={
        <p>
          A wrong digit shows red with a ✕ and counts as a mistake; with 3 mistakes = game over on, the third ends the game.
          Daily is one Medium puzzle a day, the same for everyone.
        </p>
      }
    />
  );
}
