import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Board as GameBoard } from './Board';
import type { Puzzle } from './logic/puzzle';

// A real puzzle of the bank (c002, checked by HowToPlay.test): yellow and green found, the four card games selected.
export const EXAMPLE_PUZZLE: Puzzle = {
  id: 'c002',
  groups: [
    { name: 'Precipitation', level: 0, words: ['RAIN', 'SNOW', 'HAIL', 'SLEET'] },
    { name: 'Shades of blue', level: 1, words: ['NAVY', 'TEAL', 'COBALT', 'AZURE'] },
    { name: 'Card games', level: 2, words: ['SNAP', 'RUMMY', 'POKER', 'BRIDGE'] },
    { name: 'Hidden body parts', level: 3, words: ['ARMADA', 'SHINGLE', 'ELEGANT', 'HEARTH'] },
  ],
  herrings: [],
};
export const EXAMPLE_ORDER = ['SNAP', 'ARMADA', 'POKER', 'HEARTH', 'SHINGLE', 'RUMMY', 'ELEGANT', 'BRIDGE'];
export const EXAMPLE_SELECTED = ['SNAP', 'POKER', 'RUMMY', 'BRIDGE'];
const EXAMPLE_REVEALED = [
  { group: 0, found: true },
  { group: 1, found: true },
];
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
          Sort sixteen words into <strong>four groups of four</strong> that share something. Select four and submit. Groups run from ●
          Yellow (plain) to ★ Purple (wordplay); some words seem to fit two groups.
        </p>
      }
      example={
        <Board
          puzzle={EXAMPLE_PUZZLE}
          order={EXAMPLE_ORDER}
          selected={EXAMPLE_SELECTED}
          revealed={EXAMPLE_REVEALED}
          status="playing"
          testId="connections-example"
          cursor={-1}
          onCursor={ignore}
          onToggle={ignore}
          onSubmit={ignore}
          focusRequest={0}
        />
      }
      exampleCaption="Two groups found; the four card games are selected, ready to submit."
      touch={
        <p>
          Tap four words, then <strong>Submit</strong>. <strong>Shuffle</strong> mixes the words, <strong>Deselect all</strong> clears.
        </p>
      }
      mouse={
        <p>
          Click four words, then <strong>Submit</strong>. <strong>Shuffle</strong> mixes the words, <strong>Deselect all</strong> clears.
        </p>
      }
      keyboard={[
        { keys: '← ↑ → ↓', does: 'move' },
        { keys: 'Space', does: 'select a word' },
        { keys: 'Enter', does: 'submit' },
        { keys: 'S', does: 'shuffle' },
        { keys: 'D', does: 'deselect all' },
      ]}
      more={
        <p>
          A wrong guess is a mistake; four end the game. &ldquo;One away…&rdquo; means three of your four belong together. A new daily
          puzzle every day (UTC); the Archive holds past dailies, stats and streak.
        </p>
      }
    />
  );
}
