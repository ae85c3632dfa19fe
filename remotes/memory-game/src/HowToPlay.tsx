import { LIVES, TRIALS } from './logic/game';

/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Some tiles light up (marked <strong>●</strong>) for a moment, then go dark. <strong>Pick the same tiles</strong> from memory, in any
        order.
      </p>
      <p>
        Get them all and the next pattern has one more tile; the matrix grows from 3×3 up to 7×7. A wrong tile ends the trial, costs one of
        your {LIVES} lives and takes a tile away. A round is {TRIALS} trials, or ends when the lives run out.
      </p>
      <p>
        After each trial the matrix shows what happened: <strong>✓</strong> correct, <strong>○</strong> missed, <strong>✕</strong> wrong.
        Your score is every tile you recalled; the best score and level are kept. The reveal time can be changed in Options.
      </p>
      <p>
        Keyboard: arrow keys move, <kbd>Enter</kbd> or <kbd>Space</kbd> picks a tile (and goes on after a trial).
      </p>
    </>
  );
}
