import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Board as GameBoard } from './Board';
import type { Mark, NonogramPuzzle } from './logic/types';

// The game's 5×5 heart, solved: its clues have this one picture. Written out, not built from the game's logic:
// importing that here would cost the first load bytes, as webpack could no longer inline it into the first chunk.
const HEART = '.X.X.XXXXXXXXXX.XXX...X..';
export const EXAMPLE_PUZZLE: NonogramPuzzle = {
  width: 5,
  height: 5,
  rowClues: [[1, 1], [5], [5], [3], [1]],
  colClues: [[2], [4], [4], [4], [2]],
  solution: Array.from(HEART, (c) => (c === 'X' ? 1 : 0)),
  givens: [],
  name: 'Heart',
  colours: Array.from(HEART, (c) => (c === 'X' ? '#e0245e' : '')), // both themes: the picture's own colour
};
// Filled cells (1) and the blanks crossed (2), as a player marks them.
const EXAMPLE_MARKS = EXAMPLE_PUZZLE.solution.map((filled) => (filled ? 1 : 2) as Mark);
const NONE: ReadonlySet<number> = new Set();
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
          Fill cells to reveal a hidden <strong>picture</strong>. Each row&apos;s and column&apos;s clue lists its runs of filled cells in order,
          with at least one empty cell between runs: &ldquo;3 1&rdquo; is three filled, a gap, then one.
        </p>
      }
      example={
        <Board
          puzzle={EXAMPLE_PUZZLE}
          marks={EXAMPLE_MARKS}
          tool={1}
          hinted={NO_CELLS}
          wrong={NONE}
          solved={false}
          testId="the-grid-example"
          onMove={ignore}
          onTouch={ignore}
          onCancelDrag={ignore}
        />
      }
      exampleCaption="Solved, a heart: the top row's clue 1 1 is two single cells with a gap, the rows below 5, 5, 3 and 1. Crossed cells are empty."
      touch={
        <p>
          Tap a cell to fill it; drag to fill along a line. Switch to <strong>Cross</strong> to mark cells you know are empty; tap a mark again to
          take it off.
        </p>
      }
      mouse={
        <p>
          Click a cell to fill it; drag to fill along a line. Right-click or switch to <strong>Cross</strong> to mark cells you know are empty;
          click a mark again to take it off.
        </p>
      }
      keyboard={[
        { keys: '← ↑ → ↓', does: 'move' },
        { keys: 'Space', does: 'fill (also Enter)' },
        { keys: 'X', does: 'cross' },
        { keys: 'Delete', does: 'clear (also Backspace)' },
        { keys: 'Shift+arrows', does: 'carry the mark along' },
        { keys: 'H', does: 'hint' },
        { keys: 'Ctrl+Z', does: 'undo' },
        { keys: 'Ctrl+Y', does: 'redo' },
      ]}
      more={
        <p>
          A matched clue is crossed out and its line&apos;s other cells crossed for you. &ldquo;Check each fill&rdquo; (Options) makes a wrong
          fill cost one of three lives. Every picture has one solution; Easy and Medium need no guessing.
        </p>
      }
    />
  );
}
