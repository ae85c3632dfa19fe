import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import type { PathPointerProps } from '@games/shared/game-kit/path/usePathInput';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import type { SequentPuzzle } from './logic/grid';
import { describeNumberNotes } from './logic/numberNotes';

export interface BoardProps {
  puzzle: SequentPuzzle;
  values: readonly number[];
  /** Every cell's pencil marks. */
  notes: readonly (readonly number[])[];
  notesMode: boolean;
  /** The next number needed, 0 when all are placed. */
  next: number;
  candidates: readonly number[];
  conflicts: ReadonlySet<number>;
  hinted: readonly number[];
  /** The cells of a chain being dragged. */
  chain: readonly number[];
  solved: boolean;
  testId: string;
  label: string;
  pointer: PathPointerProps;
  /** The cell the keys and the pad type into moved. */
  onCursor(cell: number): void;
  onDigit(cell: number, digit: number): void;
  onErase(cell: number): void;
  onToggleNotes(): void;
}

/** The grid of numbers: arrows move the one focusable cell, digits type (two in a row make 12), Backspace clears, N notes. */
export function Board(props: BoardProps) {
  const { puzzle, values, notes, notesMode, next, candidates, conflicts, hinted, chain, solved, testId, label, pointer } = props;
  const { size, givens } = puzzle;
  const grid = useRovingGrid({
    rows: size,
    cols: size,
    selectCursor: false,
    onCursorChange: (at) => props.onCursor(at.row * size + at.col),
  });
  const cursor = grid.cursor.row * size + grid.cursor.col;
  // Focus follows the cursor a key moved, even when the board re-rendered in between (a typed number).
  const followFocus = useRef(false);
  useEffect(() => {
    if (!followFocus.current) return;
    followFocus.current = false;
    grid.focus();
  }, [cursor, grid]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (grid.onKeyDown(event)) {
      followFocus.current = true;
      return;
    }
    if (shouldIgnoreGameKey(event) || solved) return;
    if (event.key === 'n' || event.key === 'N') {
      event.preventDefault();
      props.onToggleNotes();
      return;
    }
    const cell = cursor;
    if (givens[cell] > 0) return;
    if (/^[0-9]$/.test(event.key)) {
      event.preventDefault();
      props.onDigit(cell, Number(event.key));
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      props.onErase(cell);
    }
  };

  const candidateSet = new Set(candidates);
  const hintSet = new Set(hinted);
  const chainSet = new Set(chain);
  return (
    <div
      role="grid"
      aria-label={label}
      className={`sequent-board${solved ? ' sequent-board--solved' : ''}${notesMode ? ' sequent-board--notes' : ''}`}
      style={{ ['--sequent-size' as string]: size }}
      data-testid={testId}
      data-size={size}
      data-state={solved ? 'won' : 'playing'}
      data-next={next}
      onKeyDown={onKeyDown}
      {...pointer}
    >
      {Array.from({ length: size }, (_, row) => (
        <div role="row" className="sequent-row" key={row}>
          {Array.from({ length: size }, (_, col) => {
            const cell = row * size + col;
            const v = values[cell];
            const given = givens[cell] > 0;
            const classes = ['sequent-cell'];
            if (given) classes.push('sequent-cell--given');
            if (v === next - 1 && next > 1) classes.push('sequent-cell--previous');
            if (candidateSet.has(cell)) classes.push('sequent-cell--candidate');
            if (conflicts.has(cell)) classes.push('sequent-cell--conflict');
            if (hintSet.has(cell)) classes.push('sequent-cell--hint');
            if (chainSet.has(cell)) classes.push('sequent-cell--chain');
            const marks = notes[cell] ?? [];
            const words = v
              ? `${v}${given ? ', given' : ''}${conflicts.has(cell) ? ', conflict' : ''}`
              : `empty${candidateSet.has(cell) ? `, could hold ${next}` : ''}${marks.length ? `, ${describeNumberNotes(marks)}` : ''}`;
            return (
              <div
                key={col}
                role="gridcell"
                className={classes.join(' ')}
                aria-label={`${String.fromCharCode(65 + col)}${row + 1}: ${words}`}
                aria-readonly={given || undefined}
                data-cell={cell}
                data-row={row}
                data-col={col}
                data-value={v || undefined}
                {...grid.cellProps(row, col)}
              >
                {v > 0 && <span className="sequent-number">{v}</span>}
                {v === 0 && marks.length > 0 && (
                  <span className="sequent-notes" aria-hidden="true" data-notes={marks.join(' ')}>
                    {marks.map((mark) => (
                      <span key={mark} className={mark === next ? 'sequent-note sequent-note--next' : 'sequent-note'}>
                        {mark}
                      </span>
                    ))}
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
