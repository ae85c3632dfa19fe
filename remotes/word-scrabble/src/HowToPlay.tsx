import { DISPLAY_NAME } from './displayName';
import { BINGO_BONUS } from './logic/placement';
import { SCORELESS_LIMIT } from './logic/game';
import { LEVEL_BLURBS, LEVEL_NAMES, LEVELS } from './logic/levels';

/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        <strong>{DISPLAY_NAME}</strong>: build crossing words on the 15 × 15 board against the computer. The first word must cover the centre star (a double-word
        square). Every later play goes in one row or column, touches the tiles already down, and every word it makes must be in the
        word list.
      </p>
      <p>
        A play scores its main word plus every cross-word it forms. <strong>2L</strong>/<strong>3L</strong> double or triple a letter,{' '}
        <strong>2W</strong>/<strong>3W</strong> a whole word, only under new tiles. Using all seven tiles earns +{BINGO_BONUS}. A blank
        is worth 0 and stands for the letter you choose.
      </p>
      <p>
        Instead of playing you may exchange tiles (while the bag has 7 or more) or pass. The game ends when the bag is empty and a
        player has used every tile, or after {SCORELESS_LIMIT} scoreless turns in a row; tiles left on a rack count against their
        owner (and go to the player who went out).
      </p>
      <p>
        Mouse or touch: drag tiles to the board, or tap a tile and then a square; tap a placed tile to take it back. Keyboard: Tab to
        the board, arrows move, type letters to lay tiles (a missing letter uses a blank), <kbd>Space</kbd> switches across/down,{' '}
        <kbd>Backspace</kbd> takes the last tile back, <kbd>Enter</kbd> plays, <kbd>Esc</kbd> recalls.
      </p>
      <p>
        The line under the board previews your score and checks your words before you play. Hint shows the best play. Opponents:{' '}
        {LEVELS.map((level) => `${LEVEL_NAMES[level]} ${LEVEL_BLURBS[level]}`).join('; ')}.
      </p>
    </>
  );
}
