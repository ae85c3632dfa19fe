import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Board as GameBoard } from './Board';
import type { Cell } from './logic/board';

// A finished 3×3 game: X took the diagonal from top left to bottom right.
export const EXAMPLE_CELLS: readonly Cell[] = ['X', 'O', 'O', null, 'X', null, null, null, 'X'];
export const EXAMPLE_LINE = [0, 4, 8];
const ignore = () => undefined;

export interface HowToPlayProps {
  /** The game's own Board, passed in by Game so webpack keeps it in the first chunk. */
  Board: typeof GameBoard;
}

/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay({ Board }: HowToPlayProps) {
  return (
    <HowToPlayLayout
      rules={
        <p>
          Take turns placing your mark. Get <strong>three in a row</strong> (across, down or diagonally) to win; on 4×4 and 5×5,{' '}
          <strong>four in a row</strong>. A full board with no line is a draw.
        </p>
      }
      example={<Board size={3} cells={EXAMPLE_CELLS} line={EXAMPLE_LINE} locked thinking={false} state="won" testId="tic-tac-toe-example" onPress={ignore} />}
      exampleCaption="X wins with three in a row on the diagonal from the top left to the bottom right."
      touch={<p>Tap an empty cell to place your mark.</p>}
      mouse={<p>Click an empty cell to place your mark.</p>}
      keyboard={[
        { keys: '← ↑ → ↓', does: 'move' },
        { keys: 'Enter / Space', does: 'place' },
        { keys: '1–9', does: 'place on 3×3 (1 top left; keypad: 7 top left)' },
        { keys: 'R', does: 'new game' },
      ]}
      more={
        <p>
          Play the computer at Easy, Medium or Impossible (on 3×3 it never loses), or two players on one device. Options: X or O, who starts,
          board size. Wins, losses and draws are kept per level.
        </p>
      }
    />
  );
}
