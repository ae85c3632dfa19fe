import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Board as GameBoard } from './Board';
import type { CardsBoard, CardsPuzzle } from './logic/cards';

// A 2×3 deal, one move in: the two circles matched and stay up, a square is turned and waits for its twin.
export const EXAMPLE_PUZZLE: CardsPuzzle = { rows: 2, cols: 3, faces: [0, 1, 2, 2, 0, 1], players: 1 };
export const EXAMPLE_BOARD: CardsBoard = { found: [1, 0, 0, 0, 1, 0], open: [1], moves: 1, turn: 0, scores: [1, 0] };
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
          Find every <strong>pair</strong>. Turn two cards: the same picture stays up, two different ones flip back after a moment, so
          remember where each was. Two cards turned is one move.
        </p>
      }
      example={<Board puzzle={EXAMPLE_PUZZLE} board={EXAMPLE_BOARD} theme="shapes" won={false} testId="matching-card-example" onFlip={ignore} />}
      exampleCaption="The circles matched and stay up with a ✓. A square is turned: the other square is still face down."
      touch={<p>Tap a card to turn it.</p>}
      mouse={<p>Click a card to turn it.</p>}
      keyboard={[
        { keys: '← ↑ → ↓', does: 'move between cards' },
        { keys: 'Enter or Space', does: 'turn a card' },
      ]}
      more={
        <p>
          Three stars for few moves (the fewest is one per pair). The daily 4×4 deal is the same for everyone; Unlimited deals 3×4 to
          6×6. <strong>Two players</strong> (Options) take turns: a pair scores and plays again, a miss passes the turn.
        </p>
      }
    />
  );
}
