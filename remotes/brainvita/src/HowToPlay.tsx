import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Board as GameBoard } from './Board';
import { boardWithPegs, CENTRE } from './logic/board';

// The last jump of an English board: the picked peg jumps its neighbour into the ringed centre hole.
export const EXAMPLE_BOARD = boardWithPegs('english', [CENTRE - 2, CENTRE - 1]);
export const EXAMPLE_PICKED = CENTRE - 2;
export const EXAMPLE_TARGETS = [CENTRE];
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
          Jump a peg <strong>over a neighbouring peg</strong> (up, down, left or right) into the empty hole behind it; the jumped peg is
          removed. When no jump is left, the fewer pegs the better.
        </p>
      }
      example={
        <Board
          layout="english"
          board={EXAMPLE_BOARD}
          picked={EXAMPLE_PICKED}
          targets={EXAMPLE_TARGETS}
          hinted={[]}
          over={false}
          testId="brainvita-example"
          onPress={ignore}
          onDrop={ignore}
        />
      }
      exampleCaption="The last jump: the picked peg jumps into the ringed centre, leaving one peg there: Genius."
      touch={<p>Tap a peg, then one of its landing holes (ringed), or drag the peg there. Hint shows a jump that can still end with one peg.</p>}
      mouse={<p>Click a peg, then one of its landing holes (ringed), or drag the peg there. Hint shows a jump that can still end with one peg.</p>}
      keyboard={[
        { keys: '← ↑ → ↓', does: 'move' },
        { keys: 'Space', does: 'pick, then jump (or Enter)' },
        { keys: 'H', does: 'hint' },
        { keys: 'Ctrl+Z', does: 'undo' },
        { keys: 'Ctrl+Y', does: 'redo' },
      ]}
      more={
        <p>
          One peg in the centre is <strong>Genius</strong>, one elsewhere Excellent, two Very good, three Good, four or five Average. Easy,
          Medium and Hard always finish with one peg; English and French are the classic full boards.
        </p>
      }
    />
  );
}
