import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { Board as GameBoard } from './Board';
import type { Placement } from './logic/cells';

/** A small Animals puzzle: LION across, BEAR down and FOX diagonally are found; DEER is still hidden. */
export const EXAMPLE_THEME = 'animals';
export const EXAMPLE_ROWS = ['LIONB', 'DEERE', 'FMTUA', 'POCWR', 'HSXKG'] as const;
export const EXAMPLE_FOUND: readonly Placement[] = [
  { word: 'LION', row: 0, col: 0, dir: 'E' },
  { word: 'BEAR', row: 0, col: 4, dir: 'S' },
  { word: 'FOX', row: 2, col: 0, dir: 'SE' },
];
export const EXAMPLE_HIDDEN: Placement = { word: 'DEER', row: 1, col: 0, dir: 'E' };
const FOUND = EXAMPLE_FOUND.map((placement, colour) => ({ placement, colour }));
const never = () => false;

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
          Find every word of the list hidden in the grid. Words run in straight lines: on <strong>Easy</strong> → and ↓, on{' '}
          <strong>Medium</strong> also diagonally, on <strong>Hard</strong> all eight ways, even backwards.
        </p>
      }
      example={<div className="ws-example"><Board testId="word-search-example" rows={EXAMPLE_ROWS} found={FOUND} hintCell={null} onSelect={never} disabled label="Example: an Animals word search" /></div>}
      exampleCaption="Animals: LION across, BEAR down and FOX diagonally are found; DEER, in the second row, is still hidden."
      touch={
        <p>
          <strong>Drag</strong> from a word’s first letter to its last, or <strong>tap</strong> the first letter, then the last.
        </p>
      }
      mouse={
        <p>
          <strong>Drag</strong> from a word’s first letter to its last, or <strong>click</strong> the first letter, then the last.
        </p>
      }
      keyboard={[
        { keys: '← ↑ → ↓', does: 'move' },
        { keys: 'Space / Enter', does: 'mark the first, then the last letter' },
        { keys: 'Esc', does: 'cancel' },
      ]}
      more={
        <p>
          <strong>Hint</strong> flashes a word’s first letter but costs points. A new daily puzzle comes every day; <strong>New puzzle</strong>{' '}
          gives unlimited more.
        </p>
      }
    />
  );
}
