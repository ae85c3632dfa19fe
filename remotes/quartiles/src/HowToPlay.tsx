import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Board as GameBoard } from './Board';

/** A real board of the pack (boards[36], checked by HowToPlay.test), its tiles as shipped. */
export const EXAMPLE_BOARD_INDEX = 36;
export const EXAMPLE_TILES = ['ha', 'ilt', 'too', 'tter', 'ots', 'li', 'es', 'tion', 'cen', 'inf', 'ng', 'fl', 'ies', 'ex', 'fo', 'ls', 'ra', 'tip', 'bu', 'ed'];
/** FO·OTS·TOO·LS: a quartile already found. */
export const EXAMPLE_FOUND = [14, 4, 2, 15];
/** BU·TTER·FL·IES picked in order: the next quartile, ready to submit. */
export const EXAMPLE_SELECTION = [18, 3, 11, 12];
const EXAMPLE_DONE = new Set(EXAMPLE_FOUND);
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
          Pick <strong>1 to 4 tiles</strong> in order to spell a word; a tile can go into many words. Find the five <strong>quartiles</strong>:
          4-tile words that together use all 20 tiles.
        </p>
      }
      example={
        <Board
          tiles={EXAMPLE_TILES}
          selection={EXAMPLE_SELECTION}
          doneTiles={EXAMPLE_DONE}
          hintTile={null}
          complete={false}
          testId="quartiles-example"
          onTile={ignore}
          onSubmit={ignore}
        />
      }
      exampleCaption="FOOTSTOOLS found (dashed). BU, TTER, FL, IES picked in order: BUTTERFLIES, a quartile, 8 points."
      touch={
        <p>
          Tap tiles in order, then <strong>Submit</strong>. Tap the last tile again or <strong>Clear</strong> to undo a pick.
        </p>
      }
      mouse={
        <p>
          Click tiles in order, then <strong>Submit</strong>. Click the last tile again or <strong>Clear</strong> to undo a pick.
        </p>
      }
      keyboard={[
        { keys: 'A–T', does: 'pick that tile' },
        { keys: 'Enter', does: 'submit' },
        { keys: 'Backspace', does: 'unpick the last' },
        { keys: 'Esc', does: 'clear' },
        { keys: '← ↑ → ↓', does: 'move' },
        { keys: 'Space', does: 'pick' },
        { keys: 'Shift+H', does: 'hint' },
      ]}
      more={
        <p>
          Words of 1, 2, 3 and 4 tiles score 1, 2, 4 and 8 points; 100 makes you an Expert. Hint marks the first tile of an unfound word. A
          new daily puzzle every day (UTC); Unlimited deals more.
        </p>
      }
    />
  );
}
