import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Board as GameBoard } from './Board';
import type { Problem } from './logic/problems';
import type { Round } from './logic/round';
import type { Settings } from './logic/settings';

// A Standard problem with its right answer typed: the moment before the next problem comes up.
export const EXAMPLE_PROBLEM: Problem = { left: 27, op: 'add', right: 15, answer: 42 };
// Literals, not the game's logic: importing it here would cost first-load bytes (the test checks them against it).
export const EXAMPLE_SETTINGS: Settings = {
  operators: ['add', 'sub', 'mul', 'div'],
  addLeft: { min: 2, max: 100 },
  addRight: { min: 2, max: 100 },
  mulLeft: { min: 2, max: 12 },
  mulRight: { min: 2, max: 100 },
  durationS: 120,
  negatives: false,
  strict: false,
};
export const EXAMPLE_ROUND: Round = {
  seed: 'how-to-play',
  preset: 'standard',
  settings: EXAMPLE_SETTINGS,
  index: 0,
  problem: EXAMPLE_PROBLEM,
  typed: '42',
  score: 0,
  solved: 0,
  wrong: 0,
  answerMs: [],
  over: false,
};
const ignore = () => undefined;
const NO_REF = { current: null };

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
          Solve as many sums as you can before the <strong>clock</strong> runs out. The next sum comes as soon as your answer is
          right, no Enter needed; a wrong answer waits for you to fix it.
        </p>
      }
      example={
        <Board
          testId="arithmetic-example"
          round={EXAMPLE_ROUND}
          settings={EXAMPLE_SETTINGS}
          presetName="Standard"
          best={0}
          recent={[]}
          lastScore={null}
          minus={false}
          touch={false}
          inputRef={NO_REF}
          startRef={NO_REF}
          boardRef={NO_REF}
          onStart={ignore}
          onType={ignore}
          onPad={ignore}
          onInputKey={ignore}
        />
      }
      exampleCaption="27 + 15: typing 42 scores a point and brings the next sum at once."
      touch={<p>Tap Start, then the number pad under the sum.</p>}
      mouse={<p>Click Start, then type the answer (or click the number pad).</p>}
      keyboard={[
        { keys: '0–9', does: 'type the answer' },
        { keys: '-', does: 'minus' },
        { keys: 'Backspace', does: 'erase' },
        { keys: 'Enter', does: 'send (strict mode)' },
        { keys: 'Esc', does: 'quit the round' },
      ]}
      more={
        <p>
          Standard: 2 minutes, 2–100 + 2–100 and 2–12 × 2–100, with − and ÷ as their reverses. Kids (1–10, + −), Hard and Custom too;
          in Custom’s strict mode a wrong Enter costs a point. Your best score is kept per preset; the clock pauses when you leave the tab.
        </p>
      }
    />
  );
}
