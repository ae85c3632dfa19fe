import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { CSSProperties } from 'react';
import type { Board as GameBoard } from './Board';
import type { NumberConnect } from './useNumberConnect';

// A board with a chain being dragged: 2 → 2 → 4 → 8 (the last step a diagonal), which merges into a 16.
// Built here, not with the logic's helpers: importing them from this later chunk would grow the first chunk.
// prettier-ignore
export const EXAMPLE_CELLS = [
  8, 16, 4, 2, 32,
  4, 2, 8, 16, 4,
  16, 4, 2, 8, 2,
  2, 8, 16, 4, 8,
  8, 4, 2, 32, 4,
  4, 16, 8, 2, 16,
  2, 4, 16, 8, 2,
  2, 2, 8, 4, 8,
];
export const EXAMPLE_CHAIN = [35, 36, 31, 37];
export const EXAMPLE_VALUE = 16;
const ignore = () => false;
// Only what the board reads: the game's cells, the chain and its value, no animation.
const EXAMPLE = {
  game: { cells: EXAMPLE_CELLS, score: 0 },
  chain: EXAMPLE_CHAIN,
  preview: EXAMPLE_VALUE,
  hammering: false,
  changed: { cells: [], key: 0 },
  over: false,
  stuck: false,
  pointer: { start: ignore, move: ignore, end: ignore },
  activate: ignore,
  stepBack: ignore,
  cancel: ignore,
} as unknown as NumberConnect;

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
          Drag a chain through touching tiles (diagonals too): the first two equal, then each equal or <strong>double</strong>. It merges into
          the smallest power of two at least its sum. It ends when no two touching tiles are equal.
        </p>
      }
      example={
        // Laid out at 220 px (the tiles and the preview have a least size) and zoomed to the example's 132 px.
        <div className="nc-stage" style={{ '--gk-board-max-height': '400px', width: 220, zoom: 0.6 } as CSSProperties}>
          <Board nc={EXAMPLE} testId="number-connect-example" />
        </div>
      }
      exampleCaption="The chain 2 → 2 → 4 → 8 adds up to 16: let go and it becomes a 16 where the 8 was."
      touch={<p>Drag your finger through the tiles, then lift it. Shuffle mixes the tiles; the Hammer smashes one.</p>}
      mouse={<p>Drag through the tiles with the mouse, then let go. Shuffle mixes the tiles; the Hammer smashes one.</p>}
      keyboard={[
        { keys: '← ↑ → ↓', does: 'move the cursor' },
        { keys: 'Enter', does: 'start the chain, add a tile (or Space); on its end, merge' },
        { keys: 'Backspace', does: 'step back' },
        { keys: 'Escape', does: 'cancel the chain' },
        { keys: 'Ctrl+Z', does: 'undo a move (⌘Z)' },
      ]}
      more={<p>The chain's value adds to your score. Each new largest tile from 512 up earns a Shuffle and a Hammer; stuck with none left, the game ends.</p>}
    />
  );
}
