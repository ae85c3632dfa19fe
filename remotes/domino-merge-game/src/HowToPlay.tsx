import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Board as GameBoard, GhostView } from './Board';
import type { MergeStep } from './logic/merge';

// A domino about to make a chain: its 3 joins the two 3s below (a 4), which joins the two 4s beside it (a 5).
// Built here, not with the logic's helpers: importing them from this later chunk would grow the first chunk.
// HowToPlay.test checks the steps against the game's own preview.
// prettier-ignore
export const EXAMPLE_BOARD = [
  0, 4, 0, 0, 0,
  4, 0, 0, 0, 0,
  0, 3, 3, 0, 0,
  0, 0, 0, 2, 0,
  0, 0, 0, 0, 0,
];
const steps: MergeStep[] = [
  { kind: 'merge', at: 6, value: 3, cells: [6, 11, 12], result: 4, combo: 1, points: 90 },
  { kind: 'merge', at: 6, value: 4, cells: [6, 1, 5], result: 5, combo: 2, points: 240 },
];
export const EXAMPLE_GHOST: GhostView = { piece: [3, 1], placement: { anchor: { row: 1, col: 1 }, rotation: 0 }, fits: true, steps };

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
          Place each tile or domino. <strong>Three or more</strong> touching tiles with the same pips merge into one with a pip more, where you
          placed, and may merge again. Three 7s make a ★. It ends when a piece fits nowhere.
        </p>
      }
      example={
        <div className="dm-board" data-testid="domino-merge-example">
          <div className="dm-board__inner">
            <Board board={EXAMPLE_BOARD} ghost={EXAMPLE_GHOST} lastSteps={[]} lastPlaced={[]} turn={0} animate={false} />
          </div>
        </div>
      }
      exampleCaption="Placed here, the domino's 3 merges with the two 3s into a 4, which merges with the two 4s into a 5: a chain."
      touch={<p>Tap the piece to turn it, then drag it onto the board or tap a cell.</p>}
      mouse={<p>Click the piece to turn it, then drag it onto the board or click a cell.</p>}
      keyboard={[
        { keys: '← ↑ → ↓', does: 'move the piece (Tab to the board first)' },
        { keys: 'R', does: 'turn it (or Space)' },
        { keys: 'Enter', does: 'place it' },
        { keys: 'Ctrl+Z', does: 'undo, three times a game (⌘Z)' },
      ]}
      more={<p>Three ★ clear the area around them. A piece scores its pips; a merge pips × tiles × 10, doubled on a chain's second merge…</p>}
    />
  );
}
