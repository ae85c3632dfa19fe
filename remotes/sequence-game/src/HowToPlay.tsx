import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Board as GameBoard } from './Board';

// Simon's four pads, seed 'example', round 3: the playback lights its third step, the bottom-right pad.
export const EXAMPLE_SEED = 'example';
export const EXAMPLE_SEQUENCE = [0, 1, 3];
export const EXAMPLE_STEP = 2;
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
          <strong>Watch</strong> the pads light up one after another, then <strong>repeat the sequence</strong> when it says “Your turn”.
          Each round adds one step. A mistake ends the game.
        </p>
      }
      example={
        <Board
          side={2}
          simon
          phase="playback"
          level={EXAMPLE_SEQUENCE.length}
          lit={EXAMPLE_SEQUENCE[EXAMPLE_STEP]}
          litStep={EXAMPLE_STEP + 1}
          pressed={null}
          wrong={null}
          testId="sequence-example"
          onPress={ignore}
        />
      }
      exampleCaption="Round 3 plays top left, top right, then bottom right (● 3). Then repeat the three pads in that order."
      touch={<p>Tap the pads. Presses are ignored while the sequence plays.</p>}
      mouse={<p>Click the pads. Presses are ignored while the sequence plays.</p>}
      keyboard={[
        { keys: 'Q W E…', does: 'the letter on each pad' },
        { keys: '1–9', does: 'pads in reading order' },
        { keys: '← ↑ → ↓', does: 'move' },
        { keys: 'Enter or Space', does: 'press' },
      ]}
      more={
        <p>
          Your level is the longest sequence you repeated; the best of each mode is kept. <strong>Casual</strong> gives three lives (a
          mistake replays the sequence). Modes: Simon’s 4 pads, a 3×3 grid, a fast 4×4 and Reverse (repeat it backwards).
        </p>
      }
    />
  );
}
