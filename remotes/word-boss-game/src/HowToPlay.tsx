import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Board as GameBoard } from './Board';
import type { BossGame } from './logic/round';

/** UNTIDY, a shipped 6-letter board (boards-six.json, line 143; checked by HowToPlay.test). */
export const EXAMPLE_BOARD = {
  index: 143,
  seed: 'untidy',
  slots: ['din', 'nit', 'nut', 'tin', 'duty', 'tidy', 'tiny', 'unit', 'unity', 'untidy'],
  bonus: ['dit', 'dui', 'dun', 'nid', 'tid', 'tui', 'tun', 'uni', 'yin', 'dint', 'duit', 'dunt', 'tind', 'tund', 'tuny', 'tyin', 'tynd', 'undy', 'nudity'],
} as const;
/** The tiles as shown (ids are places in the seed): D N Y U I T, no full word. */
export const EXAMPLE_ORDER = [4, 1, 5, 0, 3, 2];
/** Found in turn: NUT, TIDY, UNIT; then U N T I typed, on the way to UNTIDY. */
export const EXAMPLE_FOUND = ['nut', 'tidy', 'unit'];
export const EXAMPLE_ENTRY = 'unti';
/** What the game says after UNIT (messages.ts). */
export const EXAMPLE_MESSAGE = 'UNIT: +60.';
// Only types from the game's modules: a value imported here would keep webpack from inlining that module into the first chunk.
export const EXAMPLE_GAME: BossGame = {
  seed: 'help',
  mode: 'unlimited',
  level: 'six',
  timed: true,
  date: null,
  roundNo: 1,
  banked: 0,
  round: {
    seed: EXAMPLE_BOARD.seed,
    slots: [...EXAMPLE_BOARD.slots],
    bonus: [...EXAMPLE_BOARD.bonus],
    order: EXAMPLE_ORDER,
    bucket: EXAMPLE_BOARD.index % 8,
    entry: [0, 1, 2, 3],
    found: EXAMPLE_FOUND,
    bonusFound: [],
    lastWord: 'unit',
    score: 150,
    ended: false,
  },
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
          Spell words of <strong>3 letters or more</strong> from the tiles; the slots show the words to find. Find one using{' '}
          <strong>every letter</strong> within 2 minutes to go on to the next round, or the game ends.
        </p>
      }
      example={
        <Board game={EXAMPLE_GAME} testId="boss-example" message={EXAMPLE_MESSAGE} boardRef={NO_REF} onPick={ignore} onTrim={ignore} onNextRound={ignore} onNewGame={ignore} />
      }
      exampleCaption="NUT, TIDY and UNIT found; U N T I spelled on the way to UNTIDY, which uses every letter."
      touch={
        <p>
          Tap tiles to spell, tap a placed letter to take it back, then <strong>Enter</strong>. <strong>Shuffle</strong> mixes the tiles,{' '}
          <strong>Last word</strong> brings back your last try, <strong>Clear</strong> empties it.
        </p>
      }
      mouse={
        <p>
          Click tiles or type to spell, then <strong>Enter</strong>; click a placed letter to take it back. <strong>Last word</strong> brings back your last try,{' '}
          <strong>Clear</strong> empties it.
        </p>
      }
      keyboard={[
        { keys: 'A–Z', does: 'place that letter' },
        { keys: 'Backspace', does: 'take back the last letter' },
        { keys: 'Space', does: 'shuffle' },
        { keys: 'Enter', does: 'try the word, then next round' },
      ]}
      more={
        <p>
          30 points for 3 letters up to 300 for 7, a bonus for filling every slot; other real words score as bonus words. The daily board
          is one round, the same for everyone; with the <strong>Timer</strong> off a game is relaxed.
        </p>
      }
    />
  );
}
