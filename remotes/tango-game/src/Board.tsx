import type { KeyboardEvent } from 'react';
import { useGridDrag, type Cell } from '@games/shared/game-kit/grid';
import type { Conflicts } from './logic/conflicts';
import { EMPTY, SUN, type Board as BoardCells, type Sign, type TangoPuzzle } from './logic/types';
import { MoonIcon, SunIcon } from './Symbols';

export interface BoardProps {
  puzzle: TangoPuzzle;
  board: BoardCells;
  conflicts: Conflicts;
  cursor: Cell;
  /** The keyboard cursor ring shows only while the board has keyboard focus. */
  showCursor: boolean;
  hintIndex: number | null;
  solved: boolean;
  /** A new puzzle is being dealt. */
  busy?: boolean;
  onCellStart(index: number): void;
  onCellEnter(index: number): void;
  onDragEnd(): void;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
  onFocusChange(focused: boolean): void;
}

const VALUE_NAMES = ['empty', 'sun', 'moon'] as const;

function signDescription(sign: Sign, fromFirstCell: boolean): string {
  const where = sign.direction === 'right' ? (fromFirstCell ? 'right' : 'left') : fromFirstCell ? 'below' : 'above';
  return `${sign.kind === 'equal' ? 'same as' : 'opposite of'} the cell ${where}`;
}

export function Board({
  puzzle,
  board,
  conflicts,
  cursor,
  showCursor,
  hintIndex,
  solved,
  busy = false,
  onCellStart,
  onCellEnter,
  onDragEnd,
  onKeyDown,
  onFocusChange,
}: BoardProps) {
  const { size } = puzzle;
  const dragProps = useGridDrag({
    onStart: (cell, event) => {
      event.preventDefault();
      (event.currentTarget as HTMLElement).focus({ preventScroll: true });
      onCellStart(cell.row * size + cell.col);
    },
    onEnter: (cell) => onCellEnter(cell.row * size + cell.col),
    onEnd: onDragEnd,
  });

  // Signs drawn on the cell left of / above them, and described on both of their cells.
  const signsByCell = new Map<number, { sign: Sign; signIndex: number; first: boolean }[]>();
  puzzle.signs.forEach((sign, signIndex) => {
    const first = sign.row * size + sign.col;
    const second = sign.direction === 'right' ? first + 1 : first + size;
    for (const [index, isFirst] of [[first, true], [second, false]] as const) {
      const list = signsByCell.get(index) ?? [];
      list.push({ sign, signIndex, first: isFirst });
      signsByCell.set(index, list);
    }
  });

  const cursorIndex = cursor.row * size + cursor.col;

  return (
    <div
      className={`tango-board${solved ? ' tango-board--solved' : ''}${busy ? ' tango-board--busy' : ''}`}
      style={{ gridTemplateColumns: `repeat(${size}, 1fr)` }}
      role="grid"
      aria-label={`Tango board, ${size} by ${size}`}
      aria-activedescendant={`tango-cell-${cursorIndex}`}
      tabIndex={0}
      data-testid="tango-board"
      data-solved={solved || undefined}
      aria-busy={busy || undefined}
      onKeyDown={onKeyDown}
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
      {...dragProps}
    >
      {Array.from({ length: size }, (_, row) => (
        <div role="row" className="tango-board__row" key={row}>
          {Array.from({ length: size }, (_, col) => {
            const index = row * size + col;
            const value = board[index];
            const locked = puzzle.givens[index] !== EMPTY;
            const conflict = conflicts.cells.has(index);
            const cellSigns = signsByCell.get(index) ?? [];
            const label = [
              `Row ${row + 1}, column ${col + 1}: ${VALUE_NAMES[value]}`,
              locked ? 'given' : '',
              ...cellSigns.map(({ sign, first }) => signDescription(sign, first)),
              conflict ? 'breaks a rule' : '',
            ]
              .filter(Boolean)
              .join(', ');
            const classes = ['tango-cell', `tango-cell--${VALUE_NAMES[value]}`];
            if (locked) classes.push('tango-cell--locked');
            if (conflict) classes.push('gk-grid-cell--conflict');
            if (showCursor && index === cursorIndex) classes.push('gk-grid-cell--cursor');
            if (hintIndex === index) classes.push('tango-cell--hint');
            return (
              <div
                key={col}
                id={`tango-cell-${index}`}
                role="gridcell"
                className={classes.join(' ')}
                aria-label={label}
                aria-readonly={locked || undefined}
                aria-selected={index === cursorIndex}
                data-row={row}
                data-col={col}
                data-value={VALUE_NAMES[value]}
                data-locked={locked || undefined}
                data-conflict={conflict || undefined}
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
