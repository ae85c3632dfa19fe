import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Board as GameBoard } from './Board';
import type { LevelPool } from './logic/pool';
import type { Round } from './logic/round';

/** Five real pairs of the shipped easy synonyms (synonyms.data.json; checked by HowToPlay.test), none in conflict. */
export const EXAMPLE_POOL: LevelPool = {
  pairs: [
    ['little', 'small'],
    ['tale', 'story'],
    ['crawl', 'creep'],
    ['sick', 'ill'],
    ['rock', 'stone'],
  ],
  conflicts: [[], [], [], [], []],
};
// Only types from the game's modules: a value imported here would keep webpack from inlining that module into the first chunk.
/** A round just dealt, TALE picked on the left (its partner STORY is third on the right). */
export const EXAMPLE_ROUND: Round = {
  relation: 'synonyms',
  level: 'easy',
  hardcore: false,
  seed: 'help',
  left: [2, 1, 4, 0, 3],
  right: [0, 3, 1, 2, 4],
  drawn: [0, 1, 2, 3, 4],
  matched: [],
  missed: [],
  score: 0,
  combo: 0,
  bestCombo: 0,
  mistakes: 0,
  picked: { side: 'left', slot: 1 },
  over: false,
  endReason: null,
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
          Match each word on the left with its partner on the right: a <strong>synonym</strong>, an <strong>antonym</strong> or its{' '}
          <strong>definition</strong>, as the round asks. A wrong pair costs 5 seconds. A round is 90 seconds or 20
          pairs.
        </p>
      }
      example={
        <Board round={EXAMPLE_ROUND} pool={EXAMPLE_POOL} wrong={null} definitions={false} paused={false} firstRef={NO_REF} onPick={ignore} testId="word-match-example" />
      }
      exampleCaption="TALE is picked; picking STORY, its synonym, completes the pair."
      touch={<p>Tap a word, then its partner. Tap a picked word again to drop it.</p>}
      mouse={<p>Click a word, then its partner. Click a picked word again to drop it.</p>}
      keyboard={[
        { keys: '1–5', does: 'pick a word on the left' },
        { keys: 'Q W E R T', does: 'pick a word on the right' },
        { keys: 'Tab', does: 'move between words' },
        { keys: 'Enter', does: 'pick the focused word' },
      ]}
      more={
        <p>
          Pairs in a row raise the combo: ×2 after 3, up to ×4; a mistake resets it. In <strong>hardcore</strong> a mistake costs a heart
          instead: three end the round. The daily round is the same for everyone each day (UTC).
        </p>
      }
    />
  );
}
