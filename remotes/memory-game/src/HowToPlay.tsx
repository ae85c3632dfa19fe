import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Board as GameBoard } from './Board';
import type { MatrixGame } from './logic/game';

// The game's numbers (logic/game LIVES and TRIALS; HowToPlay.test checks them), written here: importing
// logic/game from this later chunk would cost the first chunk its export table.
export const LIVES = 3;
export const TRIALS = 12;

// The first trial's review after a perfect recall: the three lit tiles were all picked (✓), so the next pattern has four.
export const EXAMPLE: MatrixGame = {
  seed: 'how-to-play',
  phase: 'review',
  trial: 0,
  count: 3,
  side: 3,
  tiles: [1, 3, 8],
  picks: [3, 1, 8],
  lives: LIVES,
  score: 3,
  bestLevel: 3,
  perfect: 1,
  endsAt: null,
  revealMs: 1500,
};
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
          Some tiles light up (●), then go dark: <strong>pick the same tiles</strong> from memory. All found, the next pattern has one more. A
          wrong tile ends the trial and costs one of your {LIVES} lives. A round is {TRIALS} trials.
        </p>
      }
      example={<Board game={EXAMPLE} testId="memory-game-example" focusOnRecall={false} onPick={ignore} onContinue={ignore} />}
      exampleCaption="All three lit tiles picked from memory: each shows ✓, so the next pattern has four tiles."
      touch={<p>Tap the tiles you remember. After a trial, ✓ is correct, ○ missed, ✕ wrong.</p>}
      mouse={<p>Click the tiles you remember. After a trial, ✓ is correct, ○ missed, ✕ wrong.</p>}
      keyboard={[
        { keys: '← ↑ → ↓', does: 'move (Home, End: row ends)' },
        { keys: 'Enter', does: 'pick a tile, or go on after a trial (or Space)' },
      ]}
      more={<p>The matrix grows up to 7×7. Your score is every tile recalled; the best score and level are kept. The reveal time is in Options.</p>}
    />
  );
}
