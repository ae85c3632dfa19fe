import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { memo, useMemo, type CSSProperties, type KeyboardEvent } from 'react';
import { lineStates, type LineState } from './logic/rules';
import { ERASED, KEPT, OPEN, type CrossSumsBoard, type CrossSumsPuzzle, type Mark } from './logic/types';

export type Tool = typeof KEPT | typeof ERASED;

export interface BoardProps {
  puzzle: CrossSumsPuzzle;
  board: CrossSumsBoard;
  tool: Tool;
  hinted: readonly number[];
  finished: boolean;
  won: boolean;
  testId: string;
  onMark(cell: number, mark: Mark): void;
}

const MARK_NAMES = ['open', 'kept', 'erased'] as const;

function SumLabel({ line, name, className }: { line: LineState; name: string; className: string }) {
  return (
    <div className={`${className}${line.done ? ' cross-sums__sum--done' : ''}`} aria-label={`${name}: ${line.target}${line.done ? ', adds up' : ''}`} data-done={line.done}>
      <span>{line.target}</span>
      {line.done && (
        <span className="cross-sums__check" aria-hidden="true">
          ✓
        </span>
      )}
    </div>
  );
}

/**
 * The digits with their row sums (left) and column sums (top); cages on hard levels. Tap a digit to apply
 * the tool (Keep or Erase). Keyboard: arrows move, X or Delete erases, O or Space keeps, Enter applies the tool.
 */
export const Board = memo(function Board({ puzzle, board, tool, hinted, finished, won, testId, onMark }: BoardProps) {
  const { size, digits, cages } = puzzle;
  const states = useMemo(() => lineStates(puzzle, board.marks), [puzzle, board.marks]);
  const cageAt = useMemo(() => {
    const at = new Array<number>(size * size).fill(-1);
    cages.forEach((cage, id) => cage.cells.forEach((cell) => (at[cell] = id)));
    return at;
  }, [cages, size]);

  const act = (cell: number, mark: Mark) => {
    if (finished) return;
    onMark(cell, board.marks[cell] === mark ? OPEN : mark);
  };
  const grid = useRovingGrid({ rows: size, cols: size, onActivate: ({ row, col }) => act(row * size + col, tool), selectCursor: false });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (shouldIgnoreGameKey(event)) return;
    const cell = grid.cursor.row * size + grid.cursor.col;
    const key = event.key.toLowerCase();
    if (key === 'x' || key === 'delete' || key === 'backspace') {
      event.preventDefault();
      act(cell, ERASED);
    } else if (key === 'o' || key === ' ') {
      event.preventDefault();
      act(cell, KEPT);
    } else {
      grid.onKeyDown(event);
    }
  };

  const edge = (cell: number, other: number | null) => other === null || cageAt[other] !== cageAt[cell];
  const style = { '--cs-size': size } as CSSProperties;

  return (
    <div className={`cross-sums__puzzle${won ? ' cross-sums__puzzle--won' : ''}`} style={style}>
      <div className="cross-sums__corner" aria-hidden="true" />
      <div className="cross-sums__col-sums" role="list" aria-label="Column sums">
        {states.cols.map((line, col) => (
          <div role="listitem" key={col} className="cross-sums__sum-slot">
            <SumLabel line={line} name={`Column ${col + 1}`} className="cross-sums__sum cross-sums__sum--col" />
          </div>
        ))}
      </div>
      <div className="cross-sums__row-sums" role="list" aria-label="Row sums">
        {states.rows.map((line, row) => (
          <div role="listitem" key={row} className="cross-sums__sum-slot">
            <SumLabel line={line} name={`Row ${row + 1}`} className="cross-sums__sum cross-sums__sum--row" />
          </div>
        ))}
      </div>
      <div
        role="grid"
        aria-label={`Digits, ${size} by ${size}`}
        className="cross-sums__grid"
        data-testid={testId}
        data-state={won ? 'won' : finished ? 'lost' : 'playing'}
        onKeyDown={onKeyDown}
      >
        {Array.from({ length: size }, (_, row) => (
          <div role="row" className="cross-sums__row" key={row}>
            {Array.from({ length: size }, (_, col) => {
              const cell = row * size + col;
              const mark = board.marks[cell];
              const cageId = cageAt[cell];
              const cage = cageId >= 0 ? cages[cageId] : null;
              const cageState = cageId >= 0 ? states.cages[cageId] : null;
              const heads = cage !== null && cage.cells[0] === cell;
              const borders = cage
                ? [
                    edge(cell, row > 0 ? cell - size : null) && 'top',
                    edge(cell, col < size - 1 ? cell + 1 : null) && 'right',
                    edge(cell, row < size - 1 ? cell + size : null) && 'bottom',
                    edge(cell, col > 0 ? cell - 1 : null) && 'left',
                  ].filter(Boolean)
                : [];
              const classes = [
                'cross-sums__cell',
                `cross-sums__cell--${MARK_NAMES[mark]}`,
                cage ? `cross-sums__cell--cage${cage.colour}` : '',
                ...borders.map((side) => `cross-sums__cell--edge-${side}`),
                board.slip === cell ? 'cross-sums__cell--slip' : '',
                hinted.includes(cell) ? 'cross-sums__cell--hint' : '',
              ].filter(Boolean);
              const cageWords = heads && cageState ? `, cage sum ${cageState.target}${cageState.done ? ' adds up' : ''}` : '';
              return (
                <div
                  key={col}
                  role="gridcell"
                  className={classes.join(' ')}
                  aria-label={`Row ${row + 1}, column ${col + 1}: ${digits[cell]}, ${MARK_NAMES[mark] === 'open' ? 'undecided' : MARK_NAMES[mark]}${board.slip === cell ? ', wrong' : ''}${cageWords}`}
                  data-row={row}
                  data-col={col}
                  data-mark={MARK_NAMES[mark]}
                  onClick={() => act(cell, tool)}
                  {...grid.cellProps(row, col)}
                >
                  {heads && cageState && (
                    <span className={`cross-sums__cage-sum${cageState.done ? ' cross-sums__cage-sum--done' : ''}`} aria-hidden="true">
                      {cageState.target}
                      {cageState.done ? '✓' : ''}
                    </span>
                  )}
                  <span className="cross-sums__digit" aria-hidden="true">
                    {digits[cell]}
                  </span>
                  {board.slip === cell && (
                    <span className="cross-sums__slip" aria-hidden="true">
                      ✗
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
});
