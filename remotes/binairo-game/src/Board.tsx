import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import type { KeyboardEvent } from 'react';
import { lineCounts, RULE_NAMES, type BrokenRule, type Conflicts } from './logic/conflicts';
import type { BinairoMove } from './logic/rules';
import type { BinairoPuzzle, Cell, Cells } from './logic/types';

export interface BoardProps {
  puzzle: BinairoPuzzle;
  cells: Cells;
  conflicts: Conflicts;
  hintIndex: number | null;
  solved: boolean;
  testId: string;
  onMove(move: BinairoMove): void;
  /** A tap or key on a given cell, which never changes. */
  onLocked(index: number): void;
}

const KEY_VALUES: Readonly<Record<string, Cell>> = { '0': 0, '1': 1, Backspace: null, Delete: null };
/** A mark per broken rule, so a rule break never shows by colour alone. */
const RULE_MARKS: Readonly<Record<BrokenRule, string>> = { three: '3', balance: '½', equal: '=' };
const valueWord = (value: Cell) => (value === null ? 'empty' : String(value));

/** The Binairo grid: tap cycles 0 → 1 → empty; keys 0, 1, Backspace/Delete; arrows move. */
export function Board({ puzzle, cells, conflicts, hintIndex, solved, testId, onMove, onLocked }: BoardProps) {
  const { size } = puzzle;
  const locked = (index: number) => puzzle.givens[index] !== null;
  const act = (index: number, value: Cell | 'cycle') => {
    if (solved) return;
    if (locked(index)) onLocked(index);
    else onMove({ cell: index, value });
  };
  const grid = useRovingGrid({ rows: size, cols: size, onActivate: ({ row, col }) => act(row * size + col, 'cycle'), selectCursor: false });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (shouldIgnoreGameKey(event) || grid.onKeyDown(event)) return;
    const value = KEY_VALUES[event.key];
    if (value === undefined) return;
    event.preventDefault();
    act(grid.cursor.row * size + grid.cursor.col, value);
  };

  const { row: cursorRow, col: cursorCol } = grid.cursor;
  const rowCount = lineCounts(cells, Array.from({ length: size }, (_, col) => cursorRow * size + col));
  const colCount = lineCounts(cells, Array.from({ length: size }, (_, row) => row * size + cursorCol));
  const counter = (name: string, count: ReturnType<typeof lineCounts>) => (
    <span className="binairo-counter">
      <strong>{name}</strong> 0s {count[0]}/{count.needed} · 1s {count[1]}/{count.needed}
    </span>
  );

  return (
    <div className="binairo-play">
      <div
        className={`binairo-board${solved ? ' binairo-board--solved' : ''}`}
        style={{ gridTemplateColumns: `repeat(${size}, 1fr)`, gridTemplateRows: `repeat(${size}, 1fr)`, ['--binairo-n' as string]: size }}
        role="grid"
        aria-label={`Binairo board, ${size} by ${size}`}
        aria-readonly={solved || undefined}
        data-testid={testId}
        data-size={size}
        data-state={solved ? 'won' : 'playing'}
        onKeyDown={onKeyDown}
      >
        {Array.from({ length: size }, (_, row) => (
          <div role="row" className="binairo-board__row" key={row}>
            {Array.from({ length: size }, (_, col) => {
              const index = row * size + col;
              const value = cells[index];
              const given = locked(index);
              const broken = [...(conflicts.cells.get(index) ?? [])];
              const label = [
                `Row ${row + 1}, column ${col + 1}: ${valueWord(value)}`,
                given ? 'given' : '',
                broken.length ? `breaks ${broken.map((rule) => RULE_NAMES[rule]).join(' and ')}` : '',
                hintIndex === index ? 'hint' : '',
              ]
                .filter(Boolean)
                .join(', ');
              const classes = ['binairo-cell', `binairo-cell--${valueWord(value)}`];
              if (given) classes.push('binairo-cell--given');
              if (broken.length) classes.push('binairo-cell--broken');
              if (hintIndex === index) classes.push('binairo-cell--hint');
              return (
                <div
                  key={col}
                  role="gridcell"
                  className={classes.join(' ')}
                  aria-label={label}
                  aria-readonly={given || undefined}
                  data-row={row}
                  data-col={col}
                  data-value={valueWord(value)}
                  data-given={given || undefined}
                  data-broken={broken.join(' ') || undefined}
                  onClick={() => {
                    grid.setCursor({ row, col });
                    act(index, 'cycle');
                  }}
                  {...grid.cellProps(row, col)}
                >
                  {value !== null && (
                    <span className="binairo-digit" aria-hidden="true">
                      {value}
                    </span>
                  )}
                  {broken.length > 0 && (
                    <span className="binairo-rule-mark" aria-hidden="true">
                      {broken.map((rule) => RULE_MARKS[rule]).join('')}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {/* The broken rule is the kit frame's message line (Game.tsx); this line counts the cursor's lines. */}
      <p className="binairo-status" data-testid="binairo-status">
        {counter(`Row ${cursorRow + 1}`, rowCount)} {counter(`Col ${cursorCol + 1}`, colCount)}
      </p>
    </div>
  );
}
