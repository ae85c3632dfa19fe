import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { PathPointerProps } from '@games/shared/game-kit/path/usePathInput';
import type { Board as GameBoard } from './Board';
import type { FlowPuzzle } from './logic/board';

// A solved 4×4: three pairs joined by pipes that fill every cell, the only way they can.
export const EXAMPLE: FlowPuzzle = {
  size: 4,
  ends: [
    [0, 9],
    [1, 7],
    [12, 15],
  ],
};
export const EXAMPLE_PATHS = [
  [0, 4, 8, 9],
  [1, 5, 6, 2, 3, 7],
  [12, 13, 14, 10, 11, 15],
];
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
          Join each pair of same-letter dots by a pipe that goes up, down, left and right, never crossing or branching. Solved when{' '}
          <strong>every pair is joined and every cell filled</strong>.
        </p>
      }
      example={<Board puzzle={EXAMPLE} paths={EXAMPLE_PATHS} selected={-1} hinted={[]} solved={false} testId="path-puzzle-example" pointer={NO_POINTER} onKeyDown={ignore} />}
      exampleCaption="Solved: A, B and C are joined and their pipes fill all sixteen cells, the only way they can."
      touch={<p>Drag from a dot to draw its pipe; drag back to shorten it; tap a pipe to cut it back there. Drawing across a pipe cuts it.</p>}
      mouse={<p>Drag from a dot to draw its pipe; drag back to shorten it; click a pipe to cut it back there. Drawing across a pipe cuts it.</p>}
      keyboard={[
        { keys: '1–9', does: 'pick a colour (or [ ])' },
        { keys: '← ↑ → ↓', does: 'draw' },
        { keys: 'Backspace', does: 'step back' },
        { keys: 'H', does: 'hint: one whole pipe' },
        { keys: 'Ctrl+Z', does: 'undo' },
        { keys: 'Ctrl+Y', does: 'redo' },
      ]}
      more={
        <p>
          Thick bars are <strong>walls</strong> no pipe crosses; on a railed <strong>bridge</strong> one pipe goes straight across, another
          straight under. One move per colour earns three stars; each hint costs a star.
        </p>
      }
    />
  );
}
