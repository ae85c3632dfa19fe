import type { PathPointerProps } from '@games/shared/game-kit/path/usePathInput';
import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Board as GameBoard } from './Board';
import type { ZipPuzzle } from './logic/board';
import { pathRulesOf } from './logic/rules';

// A solved 4×4: the path runs from 1 through 2 and 3 to 4, through every cell once, round the two walls (its only solution).
export const EXAMPLE: ZipPuzzle = {
  size: 4,
  checkpoints: [0, 5, 13, 14],
  walls: [
    [2, 6],
    [5, 9],
  ],
};
export const EXAMPLE_PATH = [0, 1, 2, 3, 7, 6, 5, 4, 8, 12, 13, 9, 10, 11, 15, 14];
const ignore = () => undefined;
const NO_POINTER: PathPointerProps = { onPointerDown: ignore, onPointerMove: ignore, onPointerUp: ignore, onPointerCancel: ignore };

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
          Draw <strong>one path</strong> through <strong>every cell exactly once</strong>: start at 1, pass the numbers in order and end on
          the highest. It moves up, down, left and right, never across a thick wall.
        </p>
      }
      example={
        <Board
          puzzle={EXAMPLE}
          path={EXAMPLE_PATH}
          numberAt={pathRulesOf(EXAMPLE).numberAt}
          hintCell={null}
          solved={false}
          pointer={NO_POINTER}
          onKeyDown={ignore}
          label="Example"
          testId="zip-example"
        />
      }
      exampleCaption="Solved: one path from 1 through 2 and 3 to 4 fills all sixteen cells and goes round both walls."
      touch={<p>Drag from 1 or from the end of your path. Drag back over the path to take it back; tap a cell of the path to cut it there.</p>}
      mouse={<p>Drag from 1 or from the end of your path. Drag back over the path to take it back; click a cell of the path to cut it there.</p>}
      keyboard={[
        { keys: '← ↑ → ↓', does: 'extend, or step back' },
        { keys: 'Backspace', does: 'remove last step' },
        { keys: 'H', does: 'hint' },
        { keys: 'Ctrl+Z', does: 'undo' },
        { keys: 'Ctrl+Y', does: 'redo' },
      ]}
      more={<p>A solve is flawless without hints and without ever taking the path back. There is a new daily puzzle every day.</p>}
    />
  );
}
