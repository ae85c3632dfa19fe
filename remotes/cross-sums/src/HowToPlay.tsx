import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Board as GameBoard } from './Board';
import type { CrossSumsBoard, CrossSumsPuzzle, Mark } from './logic/types';

// A solved 4×4: its sums have this one keep-mask. Written out, not built from the game's logic: importing that
// here would cost the first load bytes, as webpack could no longer inline those modules into the first chunk.
export const EXAMPLE_PUZZLE: CrossSumsPuzzle = {
  size: 4,
  digits: [7, 5, 4, 3, 9, 2, 6, 3, 5, 4, 4, 1, 8, 4, 6, 8],
  rowSums: [10, 12, 9, 6],
  colSums: [16, 4, 10, 7],
  cages: [],
  solution: [1, 0, 0, 1, 1, 0, 0, 1, 0, 1, 1, 1, 0, 0, 1, 0],
};
// Kept digits circled (1), the rest erased (2).
const EXAMPLE_BOARD: CrossSumsBoard = { marks: EXAMPLE_PUZZLE.solution.map((kept) => (kept ? 1 : 2) as Mark), slips: 0, slip: -1 };
const NO_CELLS: readonly number[] = [];
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
          <strong>Erase</strong> the digits that do not belong, so the digits left in every row and column add up to its{' '}
          <strong>target</strong> (left and top). On hard levels, dashed <strong>cages</strong> have a sum of their own too.
        </p>
      }
      example={<Board puzzle={EXAMPLE_PUZZLE} board={EXAMPLE_BOARD} tool={2} hinted={NO_CELLS} finished won={false} testId="cross-sums-example" onMark={ignore} />}
      exampleCaption="Solved: row 1 keeps 7 + 3 = 10, column 1 keeps 7 + 9 = 16; every other digit is erased."
      touch={
        <p>
          Pick <strong>Erase</strong> or <strong>Keep</strong>, then tap digits; tap again to undo the mark. A sum that adds up turns green with a
          ✓.
        </p>
      }
      mouse={
        <p>
          Pick <strong>Erase</strong> or <strong>Keep</strong>, then click digits; click again to undo the mark. A sum that adds up turns green
          with a ✓.
        </p>
      }
      keyboard={[
        { keys: '← ↑ → ↓', does: 'move' },
        { keys: 'X', does: 'erase (also Delete, Backspace)' },
        { keys: 'O', does: 'keep (also Space)' },
        { keys: 'Enter', does: 'use the chosen tool' },
        { keys: 'H', does: 'hint' },
        { keys: 'Ctrl+Z', does: 'undo' },
        { keys: 'Ctrl+Y', does: 'redo' },
      ]}
      more={
        <p>
          With <strong>Lives</strong> on (Options) you have three: erasing a needed digit or keeping a wrong one costs one. Every puzzle has one
          answer; Easy and Medium need no guessing. Daily is one Medium puzzle a day, the same for everyone.
        </p>
      }
    />
  );
}
