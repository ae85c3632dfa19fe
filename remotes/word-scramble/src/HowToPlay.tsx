import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Board as GameBoard } from './Board';
import type { Round } from './logic/round';

/** HAPPY, from the shipped 5-letter words, scrambled as PYHAP: H, A and P are placed, P and Y still to go. */
export const EXAMPLE_ANSWER = 'happy';
export const EXAMPLE_SCRAMBLE = 'pyhap';
/** The tiles (by their place in the scramble) put in the answer row so far. */
export const EXAMPLE_SLOTS = [2, 3, 0, null, null];
// Only types from the game's modules: a value imported here would keep webpack from inlining that module into the first chunk.
export const EXAMPLE_ROUND: Round = {
  seed: 'help',
  mode: 'unlimited',
  level: 'easy',
  timed: false,
  date: null,
  words: [
    {
      answer: EXAMPLE_ANSWER,
      accepted: [EXAMPLE_ANSWER],
      scramble: EXAMPLE_SCRAMBLE,
      order: [0, 1, 2, 3, 4],
      slots: EXAMPLE_SLOTS,
      hinted: [],
      status: 'playing',
      points: 0,
      solvedAs: null,
      misses: 0,
    },
  ],
  index: 0,
  score: 0,
  run: 0,
  bestRun: 0,
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
          Put the scrambled letters in order to spell a <strong>common English word</strong>. Any real word that uses every letter counts. A
          round is 10 words: Easy 4–5 letters, Medium 5–6, Hard 7–8.
        </p>
      }
      example={
        <Board round={EXAMPLE_ROUND} testId="scramble-example" boardRef={NO_REF} nextRef={NO_REF} wrong={false} onPick={ignore} onRemove={ignore} onNext={ignore} />
      }
      exampleCaption="PYHAP unscrambles to HAPPY: H, A and P are placed; the P and the Y are left."
      touch={
        <p>
          Tap the letters in order; tap a placed letter to take it back. <strong>Shuffle</strong> mixes the tiles, <strong>Skip</strong> moves on.
        </p>
      }
      mouse={
        <p>
          Click the letters in order, or type them; click a placed letter to take it back. <strong>Shuffle</strong> mixes the tiles,{' '}
          <strong>Skip</strong> moves on.
        </p>
      }
      keyboard={[
        { keys: 'A–Z', does: 'place that letter' },
        { keys: 'Backspace', does: 'take back the last letter' },
        { keys: 'Space', does: 'shuffle' },
        { keys: 'Enter', does: 'check, then next word' },
      ]}
      more={
        <p>
          10 points a letter, plus the seconds left when the 60-second timer is on; a <strong>hint</strong> shows the next letter for 10
          points. The <strong>Daily five</strong> (4 to 8 letters) is the same for everyone; <strong>Kids · themes</strong> are short
          words on one theme, untimed unless you turn the timer on.
        </p>
      }
    />
  );
}
