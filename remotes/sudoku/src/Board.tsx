import { GRID_CELL_CONFLICT, GRID_CELL_CURSOR } from '@games/shared/game-kit/grid/cell-marks';
import { NoteMarks } from '@games/shared/game-kit/notes/NoteMarks';
import type { RovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import type { Board as BoardState } from './logic/board';
import { boxOf, colOf, digitsOf, rowOf } from './logic/grid';

export interface BoardProps {
  board: BoardState;
  givens: readonly number[];
  selected: number;
  /** Cells marked as repeating a digit in a unit. */
  conflicts: ReadonlySet<number>;
  /** Placed digits that differ from the solution. */
  wrong: ReadonlySet<number>;
  /** Cells of the last hint's pattern. */
  hinted: ReadonlySet<number>;
  /** The kit's roving focus over the cells (one tab stop; arrows move the selection). */
  grid: RovingGrid;
  /** The board's test id; the how-to-play example draws the same board under its own. */
  testId?: string;
}

const LINES = [0, 1, 2, 3, 4, 5, 6, 7, 8];

function describeCell(cell: number, value: number, given: boolean, notes: number, flags: string[]): string {
  const where = `Row ${rowOf(cell) + 1}, column ${colOf(cell) + 1}`;
  const content = value ? `${value}${given ? ', given' : ''}` : notes ? `empty, notes ${digitsOf(notes).join(' ')}` : 'empty';
  return [where, content, ...flags].join(', ');
}

/** The 9×9 grid: it shows the board; selection and keys come from the game through `grid`. */
export function Board({ board, givens, selected, conflicts, wrong, hinted, grid, testId = 'sudoku-board' }: BoardProps) {
  const { values, notes } = board;
  const selectedValue = values[selected];
  return (
    <div className="sdk-board" role="grid" aria-label="Sudoku board" data-testid={testId} onKeyDown={grid.onKeyDown}>
      {LINES.map((r) => (
        <div key={r} role="row" className="sdk-row">
          {LINES.map((c) => {
            const cell = r * 9 + c;
            const value = values[cell];
            const given = givens[cell] !== 0;
            const isSelected = cell === selected;
            const peer = !isSelected && (rowOf(cell) === rowOf(selected) || colOf(cell) === colOf(selected) || boxOf(cell) === boxOf(selected));
            const same = !isSelected && selectedValue !== 0 && value === selectedValue;
            const conflict = conflicts.has(cell);
            const isWrong = wrong.has(cell);
            const flags = [isWrong && 'wrong', conflict && 'conflict'].filter((flag): flag is string => Boolean(flag));
            const className = [
              'sdk-cell',
              given ? 'sdk-cell--given' : value ? 'sdk-cell--entered' : '',
              isSelected && `sdk-cell--selected ${GRID_CELL_CURSOR}`,
              peer && 'sdk-cell--peer',
              same && 'sdk-cell--same',
              conflict && GRID_CELL_CONFLICT,
              isWrong && 'sdk-cell--wrong',
              hinted.has(cell) && 'sdk-cell--hinted',
              c % 3 === 2 && c < 8 && 'sdk-cell--box-right',
              r % 3 === 2 && r < 8 && 'sdk-cell--box-bottom',
            ]
              .filter(Boolean)
              .join(' ');
            return (
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
                aria-label={describeCell(cell, value, given, notes[cell], flags)}
                onClick={() => grid.setCursor({ row: r, col: c })}
                {...grid.cellProps(r, c)}
              >
                {value ? (
                  <span className="sdk-cell__value" aria-hidden="true">
                    {value}
                  </span>
                ) : notes[cell] ? (
                  <NoteMarks mask={notes[cell]} highlight={isSelected ? undefined : selectedValue || undefined} />
                ) : null}
                {isWrong && (
                  <span className="sdk-cell__wrong-mark" aria-hidden="true">
                    ✕
                  </span>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
