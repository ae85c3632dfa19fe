import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { CSSProperties } from 'react';
import type { Board as GameBoard } from './Board';
import type { GameState } from './logic/game';
import type { MergeAndDouble } from './useMergeAndDouble';

// A board one drop from a chain: the 8 goes onto the 8 (making 16), which then meets the 16 beside it (32).
// Built here, not with logic/board's helpers: importing them from this later chunk would grow the first chunk.
const bottomRow = [4, 16, 8, 2, 0];
export const EXAMPLE_COLUMN = 2;
export const EXAMPLE_GAME: GameState = {
  seed: 'how-to-play',
  cells: [...new Array<number>(30).fill(0), ...bottomRow],
  queue: [8, 2, 4],
  score: 0,
  moveCount: 0,
  bestTile: 16,
  undoUsed: false,
  history: [],
};
const ignore = () => undefined;
// Only what the board reads: the game, the chosen column (its ghost block shows where the 8 lands), no animation.
const EXAMPLE = { game: EXAMPLE_GAME, column: EXAMPLE_COLUMN, shown: null, animating: false, gain: null, over: false, dropInto: ignore, setColumn: ignore } as unknown as MergeAndDouble;

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
          Drop each block into a column. Touching equal blocks <strong>merge</strong>: two 8s make 16, three make 32, and the new block merges
          on, a chain. The game ends when the block fits no column.
        </p>
      }
      example={
        // Laid out at 220 px (the queue's blocks have fixed sizes) and zoomed to the example's 132 px.
        <div className="md-stage" style={{ '--gk-board-max-height': '400px', width: 220, zoom: 0.6 } as CSSProperties}>
          <Board md={EXAMPLE} testId="merge-and-double-example" />
        </div>
      }
      exampleCaption="Dropped in the middle column, the 8 merges with the 8 into 16, which merges with the 16 beside it into 32: 80 points."
      touch={<p>Tap a column to drop the block into it.</p>}
      mouse={<p>Click a column to drop the block into it.</p>}
      keyboard={[
        { keys: '← →', does: 'choose a column' },
        { keys: 'Enter', does: 'drop (or Space, ↓)' },
        { keys: '1–5', does: 'drop into that column' },
        { keys: 'Ctrl+Z', does: 'undo a drop (⌘Z)' },
        { keys: 'P', does: 'pause' },
      ]}
      more={
        <p>
          Each merge scores its value times its place in the chain. A full column still takes a block equal to its top one. Games with undo keep
          their own best.
        </p>
      }
    />
  );
}
