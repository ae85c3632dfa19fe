// The layout's view itself, not its deferred wrapper (HowToPlayLayout): this file already loads after the first
// paint (later.tsx), and the wrapper would give the dialog's chunk a stylesheet of its own, whose entry in
// remoteEntry.js 2048's first load has no room for.
import { HowToPlayLayoutView as HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayoutView';
import type { Board as GameBoard } from './Board';
import type { Grid } from './logic/grid';
import type { Direction } from './logic/move';

// A 3×3 board one move from a double merge: slid left, the two 2s make a 4 and the two 4s an 8. Built here, not
// with logic/grid's helpers: importing them from this later chunk would cost the first chunk their export table.
export const EXAMPLE_VALUES = [2, 2, 0, 4, 4, 8, 0, 0, 2];
export const EXAMPLE_MOVE: Direction = 'left';
export const EXAMPLE: Grid = {
  size: 3,
  cells: EXAMPLE_VALUES.map((value, index) => (value ? { id: index + 1, value, row: Math.floor(index / 3), col: index % 3 } : null)),
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
          Slide all tiles at once. Two touching tiles with the same number <strong>merge</strong>: 2 + 2 = 4, once per move. After each
          move a new 2 or 4 appears. Make <strong>2048</strong> to win (512 on 3×3); it ends when no move is left.
        </p>
      }
      example={
        <div className="g2048-board g2048-board--size-3" data-testid="2048-example">
          <Board grid={EXAMPLE} />
        </div>
      }
      exampleCaption="Slide left: the two 2s merge into a 4 and the two 4s into an 8, scoring 12."
      touch={<p>Swipe on the board to slide the tiles.</p>}
      mouse={<p>Slide the tiles with the arrow keys (or the others below).</p>}
      keyboard={[
        { keys: '← ↑ → ↓', does: 'slide' },
        { keys: 'W A S D', does: 'slide (or H J K L)' },
        { keys: 'Ctrl+Z', does: 'undo, when “Allow undo” is on (⌘Z)' },
      ]}
      more={<p>Each merge scores the new tile. Games with undo keep their own best; each board size keeps its own saved game.</p>}
    />
  );
}
