import { GRID_CELL_CONFLICT, useGridDrag } from '@games/shared/game-kit/grid';
import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { useRef, type KeyboardEvent } from 'react';
import type { Conflicts } from './logic/conflicts';
import type { TangoMove } from './logic/rules';
import { EMPTY, MOON, SUN, type Board as BoardCells, type CellValue, type Sign, type TangoPuzzle } from './logic/types';
import { MoonIcon, SunIcon } from './Symbols';

export interface BoardProps {
  puzzle: TangoPuzzle;
  cells: BoardCells;
  conflicts: Conflicts;
  hintIndex: number | null;
  solved: boolean;
  /** A tap, key or drag on a cell; `merge` joins the drag's later cells to its first undo step. */
  onMove(move: TangoMove, merge: boolean): void;
  /** A tap or key on a given cell, which never changes. */
  onLocked(index: number): void;
  /** 'tango-board' for the board in play; the how-to-play's example passes its own. */
  testId?: string;
}

const VALUE_NAMES = ['empty', 'sun', 'moon'] as const;
const KEY_VALUES: Readonly<Record<string, CellValue>> = { s: SUN, '1': SUN, m: MOON, '2': MOON, Backspace: EMPTY, Delete: EMPTY, '0': EMPTY };

function signDescription(sign: Sign, fromFirstCell: boolean): string {
  const where = sign.direction === 'right' ? (fromFirstCell ? 'right' : 'left') : fromFirstCell ? 'below' : 'above';
  return `${sign.kind === 'equal' ? 'same as' : 'opposite of'} the cell ${where}`;
}

/** The Tango grid: suns, moons, = and × signs; tap, drag-to-paint and keyboard input. */
export function Board({ puzzle, cells, conflicts, hintIndex, solved, onMove, onLocked, testId = 'tango-board' }: BoardProps) {
  const { size } = puzzle;
  const locked = (index: number) => puzzle.givens[index] !== EMPTY;
  const act = (index: number, value: CellValue | 'cycle') => {
    if (solved) return;
    if (locked(index)) onLocked(index);
    else onMove({ cell: index, value }, false);
  };
  const grid = useRovingGrid({ rows: size, cols: size, onActivate: (cell) => act(cell.row * size + cell.col, 'cycle') });
  // A drag paints the value its first cell got from the tap.
  const paint = useRef<CellValue | null>(null);
  const cellsNow = useRef(cells);
  cellsNow.current = cells;

  const dragProps = useGridDrag({
    onStart: (cell) => {
      const index = cell.row * size + cell.col;
      grid.setCursor(cell);
      paint.current = null;
      if (solved || locked(index)) return act(index, 'cycle');
      const value = ([SUN, MOON, EMPTY] as const)[cellsNow.current[index]];
      onMove({ cell: index, value: 'cycle' }, false);
      paint.current = value;
    },
    onEnter: (cell) => {
      const index = cell.row * size + cell.col;
      if (paint.current === null || locked(index)) return;
      onMove({ cell: index, value: paint.current }, true);
    },
    onEnd: () => {
      paint.current = null;
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (shouldIgnoreGameKey(event) || grid.onKeyDown(event)) return;
    const value = KEY_VALUES[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (value === undefined) return;
    event.preventDefault();
    act(grid.cursor.row * size + grid.cursor.col, value);
  };

  // Signs drawn on the cell left of / above them, and described on both of their cells.
  const signsByCell = new Map<number, { sign: Sign; signIndex: number; first: boolean }[]>();
  puzzle.signs.forEach((sign, signIndex) => {
    const first = sign.row * size + sign.col;
    const second = sign.direction === 'right' ? first + 1 : first + size;
    for (const [index, isFirst] of [[first, true], [second, false]] as const) {
      signsByCell.set(index, [...(signsByCell.get(index) ?? []), { sign, signIndex, first: isFirst }]);
    }
  });

  return (
    <div
      className={`tango-board${solved ? ' tango-board--solved' : ''}`}
      style={{ gridTemplateColumns: `repeat(${size}, 1fr)`, gridTemplateRows: `repeat(${size}, 1fr)` }}
      role="grid"
      aria-label={`Tango board, ${size} by ${size}`}
      aria-readonly={solved || undefined}
      data-testid={testId}
      data-solved={solved || undefined}
      onKeyDown={onKeyDown}
      {...dragProps}
    >
      {Array.from({ length: size }, (_, row) => (
        <div role="row" className="tango-board__row" key={row}>
          {Array.from({ length: size }, (_, col) => {
            const index = row * size + col;
            const value = cells[index];
            const given = locked(index);
            const conflict = conflicts.cells.has(index);
            const cellSigns = signsByCell.get(index) ?? [];
            const label = [
              `Row ${row + 1}, column ${col + 1}: ${VALUE_NAMES[value]}`,
              given ? 'given' : '',
              ...cellSigns.map(({ sign, first }) => signDescription(sign, first)),
              conflict ? 'breaks a rule' : '',
            ]
              .filter(Boolean)
              .join(', ');
            const classes = ['tango-cell', `tango-cell--${VALUE_NAMES[value]}`];
            if (given) classes.push('tango-cell--locked');
            if (conflict) classes.push(GRID_CELL_CONFLICT);
            if (hintIndex === index) classes.push('tango-cell--hint');
            return (
              <div
                key={col}
                role="gridcell"
                className={classes.join(' ')}
                aria-label={label}
                aria-readonly={given || undefined}
                data-row={row}
                data-col={col}
                data-value={VALUE_NAMES[value]}
                data-locked={given || undefined}
                data-conflict={conflict || undefined}
                {...grid.cellProps(row, col)}
              >
                {value !== EMPTY && (value === SUN ? <SunIcon className="tango-symbol tango-symbol--sun" /> : <MoonIcon className="tango-symbol tango-symbol--moon" />)}
                {cellSigns
                  .filter(({ first }) => first)
                  .map(({ sign, signIndex }) => (
                    <span
                      key={signIndex}
                      aria-hidden="true"
                      className={`tango-sign tango-sign--${sign.direction}${conflicts.signs.has(signIndex) ? ' tango-sign--broken' : ''}`}
                      data-sign={sign.kind}
                    >
                      {sign.kind === 'equal' ? '=' : '×'}
                    </span>
                  ))}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
