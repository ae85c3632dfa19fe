import { useRovingGrid, type RovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { useKeysBringFocus } from '@games/shared/game-kit/round/useKeysBringFocus';
import { useEffect, type CSSProperties, type KeyboardEvent } from 'react';
import { LEVEL_NAMES, LEVEL_SHAPES, type Puzzle } from './logic/puzzle';

export interface BoardProps {
  puzzle: Puzzle;
  /** Remaining words in display order. */
  order: readonly string[];
  selected: readonly string[];
  revealed: readonly { group: number; found: boolean }[];
  status: 'playing' | 'won' | 'lost';
  testId: string;
  cursor: number;
  onCursor(index: number): void;
  onToggle(word: string): void;
  onSubmit(): void;
  /** Bumped when focus should return to the cursor tile (after a group leaves the board). */
  focusRequest: number;
}

const COLS = 4;
// Widths of bold capitals in em (a wide sans-serif; narrower fonts only leave more room).
const WIDE = 'MW';
const NARROW = "IJ'-";
const letterEm = (ch: string) => (WIDE.includes(ch) ? 1.05 : NARROW.includes(ch) ? 0.42 : 0.8);
/** The width in em of a tile's longest line (a phrase wraps at its spaces), so CSS can size the text to fit. */
export const lineEms = (word: string) => Math.max(...word.split(' ').map((part) => [...part].reduce((sum, ch) => sum + letterEm(ch), 0)));

function GroupBar({ puzzle, group, found }: { puzzle: Puzzle; group: number; found: boolean }) {
  const { name, level, words } = puzzle.groups[group];
  return (
    <li className={`cg-group cg-group--${level}${found ? '' : ' cg-group--missed'}`} data-level={level} aria-label={`${LEVEL_NAMES[level]} group${found ? '' : ', missed'}: ${name}. ${words.join(', ')}`}>
      <span className="cg-group__badge" aria-hidden="true">
        {LEVEL_SHAPES[level]} {LEVEL_NAMES[level]}
      </span>
      <strong className="cg-group__name">{name}</strong>
      <span className="cg-group__words">{words.join(', ')}</span>
    </li>
  );
}

/** Keys that bring focus from the page to the words. */
const BOARD_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', ' ']);

/**
 * The found groups as coloured, labelled bars, then the remaining words as a grid of toggles: one Tab stop
 * (the kit's roving grid), arrows move, Space selects, Enter submits.
 */
export function Board({ puzzle, order, selected, revealed, status, testId, cursor, onCursor, onToggle, onSubmit, focusRequest }: BoardProps) {
  const rows = Math.ceil(order.length / COLS);
  const grid: RovingGrid = useRovingGrid({
    rows,
    cols: COLS,
    cursor: { row: Math.floor(cursor / COLS), col: cursor % COLS },
    onCursorChange: ({ row, col }) => onCursor(Math.min(row * COLS + col, order.length - 1)),
    onActivate: ({ row, col }) => {
      const word = order[row * COLS + col];
      if (word) onToggle(word);
    },
    selectCursor: false,
  });
  useEffect(() => {
    if (focusRequest > 0 && order.length > 0) grid.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a focus is asked for
  }, [focusRequest]);

  // Arrows or Space pressed while focus rests on the page (the game frame after the help dialog closed) bring
  // focus to the words instead of scrolling the page; the grid's own keys take over from there.
  useKeysBringFocus(BOARD_KEYS, grid.focus, { enabled: status === 'playing' && order.length > 0 });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      onSubmit();
      return;
    }
    grid.onKeyDown(event);
  };

  return (
    <div className="cg-board" data-testid={testId} data-state={status} data-solved={revealed.filter((g) => g.found).length}>
      {revealed.length > 0 && (
        <ol className="cg-groups" aria-label="Groups found">
          {revealed.map(({ group, found }) => (
            <GroupBar key={group} puzzle={puzzle} group={group} found={found} />
          ))}
        </ol>
      )}
      {status === 'playing' && order.length > 0 && (
        <div
          role="grid"
          aria-multiselectable="true"
          aria-label={`Words, ${selected.length} of 4 selected. Arrow keys move, Space selects, Enter submits.`}
          className="cg-grid"
          style={{ gridTemplateRows: `repeat(${rows}, 1fr)` }}
          onKeyDown={onKeyDown}
        >
          {Array.from({ length: rows }, (_, row) => (
            <div role="row" className="cg-row" key={row}>
              {order.slice(row * COLS, row * COLS + COLS).map((word, col) => {
                const on = selected.includes(word);
                return (
                  // Keyed by place, not by word: a shuffle or a solved group keeps focus on the same place.
                  <div
                    key={col}
                    role="gridcell"
                    className={`cg-tile${on ? ' cg-tile--selected' : ''}`}
                    style={{ '--cg-ems': Math.max(5, lineEms(word)).toFixed(2) } as CSSProperties}
                    data-word={word}
                    data-row={row}
                    data-col={col}
                    onClick={() => {
                      onCursor(row * COLS + col);
                      onToggle(word);
                    }}
                    {...grid.cellProps(row, col)}
                    aria-selected={on}
                  >
                    {word}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
