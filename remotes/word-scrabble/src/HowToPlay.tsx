import type { RovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Board as GameBoard } from './Board';
import type { PendingTile } from './logic/pending';

// Only types from the game's modules: a value imported here would keep webpack from inlining that module into the first chunk.
/** The first play: HOUSE across the centre star (squares 110–114 of row 8), not played yet. */
export const EXAMPLE_WORD = 'HOUSE';
export const EXAMPLE_FIRST_SQUARE = 110;
/** H 4 + O 1 + U 1 + S 1 + E 1 = 8, doubled by the star. */
export const EXAMPLE_SCORE = 16;
export const EXAMPLE_PENDING: PendingTile[] = [...EXAMPLE_WORD].map((letter, i) => ({ square: EXAMPLE_FIRST_SQUARE + i, letter, rackIndex: i }));
const EMPTY = '.'.repeat(225);
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
          Build crossing words against the computer. The first word covers the centre <strong>★</strong>; later plays go in one row or column,
          touch tiles already down, and every word they make must be in the word list.
        </p>
      }
      example={
        <Board
          board={EMPTY}
          pending={EXAMPLE_PENDING}
          lastMove={NONE}
          cursor={-1}
          direction="across"
          grid={INERT_GRID}
          testId="word-scrabble-example"
          state="playing"
          onKeyDown={ignore}
          onSquareClick={ignore}
          onTilePointerDown={ignore}
        />
      }
      exampleCaption={`A first play: ${EXAMPLE_WORD} across the ★, a double-word square: (4 + 1 + 1 + 1 + 1) × 2 = ${EXAMPLE_SCORE} points.`}
      touch={
        <p>
          Drag tiles from your rack to the board, or tap a tile, then a square; tap a placed tile to take it back. <strong>Play</strong>{' '}
          scores it.
        </p>
      }
      mouse={
        <p>
          Drag tiles from your rack to the board, or click a tile, then a square; click a placed tile to take it back. <strong>Play</strong>{' '}
          scores it.
        </p>
      }
      keyboard={[
        { keys: 'Tab', does: 'reach the board' },
        { keys: '← ↑ → ↓', does: 'move' },
        { keys: 'A–Z', does: 'lay a tile (a blank if missing)' },
        { keys: 'Space', does: 'across / down' },
        { keys: 'Backspace', does: 'take the last tile back' },
        { keys: 'Enter', does: 'play' },
        { keys: 'Esc', does: 'recall all tiles' },
      ]}
      more={
        <p>
          <strong>2L 3L</strong> multiply a letter, <strong>2W 3W</strong> the word. All seven tiles in one play earn +50; a blank is worth 0. You may exchange tiles (bag of 7 or more) or pass. The game ends when the
          bag is empty and a rack is used up, or after 6 scoreless turns; tiles left count against their owner. The line under the board
          previews your score; <strong>Hint</strong> shows the best play.
        </p>
      }
    />
  );
}
