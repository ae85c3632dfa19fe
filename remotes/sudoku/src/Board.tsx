import { memo, type Ref } from 'react';
import { boxOf, colOf, digitsOf, rowOf } from './logic/grid';

export interface BoardProps {
  values: readonly number[];
  notes: readonly number[];
  givens: readonly number[];
  selected: number;
  /** Cells marked as repeating a digit in a unit. */
  conflicts: ReadonlySet<number>;
  /** Digits shown as wrong (when the mistake limit is on). */
  wrong: ReadonlySet<number>;
  /** Cells of the last hint's pattern. */
  hinted: ReadonlySet<number>;
  onSelect: (cell: number) => void;
  boardRef: Ref<HTMLDivElement>;
}

const NOTE_DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

function describeCell(cell: number, value: number, given: boolean, notes: number, flags: string[]): string {
  const where = `Row ${rowOf(cell) + 1}, column ${colOf(cell) + 1}`;
  const content = value ? `${value}${given ? ', given' : ''}` : notes ? `empty, notes ${digitsOf(notes).join(' ')}` : 'empty';
  return [where, content, ...flags].join(', ');
}

/** The 9×9 grid: one focusable cell at a time (roving tabindex); keys are handled by the game. */
export const Board = memo(function Board({
  values,
  notes,
  givens,
  selected,
  conflicts,
  wrong,
  hinted,
  onSelect,
  boardRef,
}: BoardProps) {
  const selectedValue = values[selected];
  const rows = [];
  for (let r = 0; r < 9; r++) {
    const cells = [];
    for (let c = 0; c < 9; c++) {
      const cell = r * 9 + c;
      const value = values[cell];
      const given = givens[cell] !== 0;
      const isSelected = cell === selected;
      const peer = !isSelected && (rowOf(cell) === rowOf(selected) || colOf(cell) === colOf(selected) || boxOf(cell) === boxOf(selected));
      const same = !isSelected && selectedValue !== 0 && value === selectedValue;
      const sameNote = !isSelected && selectedValue !== 0 && value === 0 && (notes[cell] & (1 << (selectedValue - 1))) !== 0;
      const conflict = conflicts.has(cell);
      const isWrong = wrong.has(cell);
      const flags: string[] = [];
      if (conflict) flags.push('conflict');
      if (isWrong) flags.push('mistake');
      const className = [
        'sdk-cell',
        given ? 'sdk-cell--given' : value ? 'sdk-cell--entered' : '',
        isSelected ? 'sdk-cell--selected gk-grid-cell--cursor' : '',
        peer ? 'sdk-cell--peer' : '',
        same ? 'sdk-cell--same' : '',
        conflict ? 'gk-grid-cell--conflict' : '',
        isWrong ? 'sdk-cell--wrong' : '',
        hinted.has(cell) ? 'sdk-cell--hinted' : '',
        c % 3 === 2 && c < 8 ? 'sdk-cell--box-right' : '',
        r % 3 === 2 && r < 8 ? 'sdk-cell--box-bottom' : '',
      ]
        .filter(Boolean)
        .join(' ');
      cells.push(
        <div
          key={cell}
          role="gridcell"
          className={className}
          data-row={r}
          data-col={c}
          data-value={value || ''}
          data-given={given || undefined}
          data-notes={notes[cell] ? digitsOf(notes[cell]).join('') : undefined}
          data-conflict={conflict || undefined}
          data-wrong={isWrong || undefined}
          aria-selected={isSelected}
          aria-label={describeCell(cell, value, given, notes[cell], flags)}
          tabIndex={isSelected ? 0 : -1}
          onClick={() => onSelect(cell)}
          onFocus={() => onSelect(cell)}
        >
          {value ? (
            <span className="sdk-cell__value" aria-hidden="true">
              {value}
            </span>
          ) : notes[cell] ? (
            <span className="sdk-notes" aria-hidden="true">
              {NOTE_DIGITS.map((d) => (
                <span
                  key={d}
                  className={
                    notes[cell] & (1 << (d - 1))
                      ? sameNote && d === selectedValue
                        ? 'sdk-note sdk-note--same'
                        : 'sdk-note'
                      : 'sdk-note sdk-note--off'
                  }
                >
                  {d}
                </span>
              ))}
            </span>
          ) : null}
        </div>,
      );
    }
    rows.push(
      <div key={r} role="row" className="sdk-row">
        {cells}
      </div>,
    );
  }
  return (
    <div
      ref={boardRef}
      className="sdk-board"
      role="grid"
      aria-label="Sudoku board"
      aria-rowcount={9}
      aria-colcount={9}
      data-testid="sudoku-board"
    >
      {rows}
    </div>
  );
});
