import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Board as GameBoard } from './Board';
import type { Lights } from './logic/lights';

// One press from solved: a white cross whose middle tile (marked as a hint marks it) flips all five to black.
export const EXAMPLE_SIZE = 4;
export const EXAMPLE_PRESS = 5;
export const EXAMPLE_LIGHTS: Lights = Array.from({ length: EXAMPLE_SIZE * EXAMPLE_SIZE }, (_, cell) => [1, 4, 5, 6, 9].includes(cell));
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
          Turn <strong>every tile black</strong>. Pressing a tile flips it and its neighbours above, below, left and right: white turns black
          and black turns white. Every board can be solved.
        </p>
      }
      example={<Board size={EXAMPLE_SIZE} lights={EXAMPLE_LIGHTS} hinted={[EXAMPLE_PRESS]} solved={false} testId="the-black-example" onPress={ignore} />}
      exampleCaption="One press to go: pressing the marked middle of the white cross flips all five tiles to black. White tiles carry a ring."
      touch={<p>Tap a tile to press it. Restart plays the same board again from zero moves.</p>}
      mouse={<p>Click a tile to press it. Restart plays the same board again from zero moves.</p>}
      keyboard={[
        { keys: '← ↑ → ↓', does: 'move' },
        { keys: 'Space', does: 'press (or Enter)' },
        { keys: 'H', does: 'hint' },
        { keys: 'Ctrl+Z', does: 'undo' },
        { keys: 'Ctrl+Y', does: 'redo' },
      ]}
      more={
        <p>
          <strong>Par</strong> is the fewest presses: finish at par for ★★★, a few over for ★★, any finish for ★. A hint shows one press of a
          shortest solution and costs the third star.
        </p>
      }
    />
  );
}
