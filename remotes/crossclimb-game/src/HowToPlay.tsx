import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Ladder as GameLadder } from './Ladder';
import type { Board } from './logic/board';
import type { Puzzle } from './logic/puzzle';
import type { RowDrag } from './useRowDrag';

/** Archive puzzle #1 as the game deals it (the bank's cc-001, checked by HowToPlay.test). */
export const EXAMPLE_PUZZLE: Puzzle = {
  id: 'cc-001',
  words: ['back', 'bank', 'band', 'hand', 'hard', 'card', 'yard'],
  clues: [
    'Where you might open a savings account',
    'Group that plays at a wedding reception',
    'Part of the body with a palm and five fingers',
    'Opposite of soft',
    'A birthday greeting often comes inside one',
  ],
  endClue: 'Together: the garden behind a house',
  number: 1,
  start: [4, 2, 1, 3, 5],
};
/** The middle five solved and in ladder order, so the ends are open: BACK solved, YARD half typed. */
export const EXAMPLE_BOARD: Board = {
  letters: ['back', 'bank', 'band', 'hand', 'hard', 'card', 'ya  '],
  order: [1, 2, 3, 4, 5],
  hinted: [0, 0, 0, 0, 0, 0, 0],
};
const EXAMPLE_CURSOR = { word: 6, col: 2 };
const NO_DRAG: RowDrag = { dragging: null, handleProps: () => ({ onPointerDown: ignore, onPointerMove: ignore, onPointerUp: ignore, onPointerCancel: ignore }) };
function ignore() {}

/** The rules and controls, shown in the kit's how-to-play dialog. */
export interface HowToPlayProps {
  /** The game's own Ladder, passed in by Game: imported here, webpack could no longer inline it into the first chunk. */
  Ladder: typeof GameLadder;
}

export function HowToPlay({ Ladder }: HowToPlayProps) {
  return (
    <HowToPlayLayout
      rules={
        <p>
          Solve the five middle rungs from their clues and order them so each word is <strong>one letter</strong> from the next. Then the
          locked top and bottom rungs open, with one clue for both.
        </p>
      }
      example={
        <Ladder
          puzzle={EXAMPLE_PUZZLE}
          board={EXAMPLE_BOARD}
          phase="ends"
          cursor={EXAMPLE_CURSOR}
          hinted={[]}
          drag={NO_DRAG}
          canReorder={false}
          testId="crossclimb-example"
          rowRef={ignore}
          onSelect={ignore}
          onKeyDown={ignore}
        />
      }
      exampleCaption="The middle rungs solved and in order, one letter apart, so the ends opened: BACK solved, YARD being typed."
      touch={
        <p>
          Tap a rung and type on the letter keys. Drag a rung by its ⠿ handle, or use <strong>Up</strong> / <strong>Down</strong>, to move it.
        </p>
      }
      mouse={
        <p>
          Click a rung and type. Drag a rung by its ⠿ handle, or use <strong>Up</strong> / <strong>Down</strong>, to move it.
        </p>
      }
      keyboard={[
        { keys: 'A–Z', does: 'type' },
        { keys: 'Backspace', does: 'erase' },
        { keys: '↑ ↓', does: 'go to another rung' },
        { keys: '← →', does: 'move along the rung' },
        { keys: 'Enter', does: 'next open rung' },
        { keys: 'Alt+↑ ↓', does: 'move the rung' },
      ]}
      more={
        <p>
          Hint reveals a letter, or puts a rung in place. A new ladder every day (UTC); the Archive holds every ladder.
        </p>
      }
    />
  );
}
