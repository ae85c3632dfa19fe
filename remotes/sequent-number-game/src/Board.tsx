import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import type { PathPointerProps } from '@games/shared/game-kit/path/usePathInput';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import type { SequentPuzzle } from './logic/grid';

export interface BoardProps {
  puzzle: SequentPuzzle;
  values: readonly number[];
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
  onType(cell: number, value: number): void;
}

/** The grid of numbers: arrows move the one focusable cell, digits type (two in a row make 12), Backspace clears. */
export function Board({ puzzle, values, next, candidates, conflicts, hinted, chain, solved, testId, label, pointer, onType }: BoardProps) {
  const { size, givens } = puzzle;
  const total = size * size;
  const typed = useRef<{ cell: number; value: number } | null>(null);
  const grid = useRovingGrid({ rows: size, cols: size, selectCursor: false });
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
      typed.current = null;
      followFocus.current = true;
      return;
    }
    if (shouldIgnoreGameKey(event) || solved) return;
    const cell = cursor;
    if (givens[cell] > 0) return;
    if (/^[0-9]$/.test(event.key)) {
      event.preventDefault();
      const digit = Number(event.key);
      const last = typed.current;
      let value = last && last.cell === cell && values[cell] === last.value && last.value * 10 + digit <= total ? last.value * 10 + digit : digit;
      if (value > total) value = 0;
      typed.current = value > 0 ? { cell, value } : null;
      onType(cell, value);
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      typed.current = null;
      onType(cell, 0);
    }
  };

  const candidateSet = new Set(candidates);
  const hintSet = new Set(hinted);
  const chainSet = new Set(chain);
  return (
    <div
      role="grid"
      aria-label={label}
      className={`sequent-board${solved ? ' sequent-board--solved' : ''}`}
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
            const words = v ? `${v}${given ? ', given' : ''}${conflicts.has(cell) ? ', conflict' : ''}` : `empty${candidateSet.has(cell) ? `, could hold ${next}` : ''}`;
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
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
