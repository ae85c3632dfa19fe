import type { PathPointerProps } from '@games/shared/game-kit/path/usePathInput';
import type { KeyboardEvent } from 'react';
import { colOf, rowOf, type ZipPuzzle } from './logic/board';

export interface BoardProps {
  puzzle: ZipPuzzle;
  path: readonly number[];
  numberAt: Int8Array;
  /** The cell the last hint added, briefly marked. */
  hintCell: number | null;
  solved: boolean;
  pointer: PathPointerProps;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
  label: string;
  /** The board's test id; the how-to-play example draws the same board under its own. */
  testId?: string;
}

function centre(cell: number, size: number): string {
  return `${colOf(cell, size) + 0.5},${rowOf(cell, size) + 0.5}`;
}

/** The grid, the path as a thick rounded polyline over it, the numbers on top and the walls. */
export function Board({ puzzle, path, numberAt, hintCell, solved, pointer, onKeyDown, label, testId = 'zip-board' }: BoardProps) {
  const { size } = puzzle;
  const order = new Map<number, number>();
  path.forEach((cell, index) => order.set(cell, index));
  const end = path.length > 0 ? path[path.length - 1] : -1;
  const cells = [];
  for (let cell = 0; cell < size * size; cell++) {
    const row = rowOf(cell, size);
    const col = colOf(cell, size);
    const number = numberAt[cell];
    const index = order.get(cell);
    const classes = ['zip-cell'];
    if (index !== undefined) classes.push('zip-cell--path');
    if (cell === end) classes.push('zip-cell--end');
    if (cell === hintCell) classes.push('zip-cell--hint');
    cells.push(
      <div
        key={cell}
        className={classes.join(' ')}
        data-cell={cell}
        data-row={row}
        data-col={col}
        data-number={number || undefined}
        data-path-index={index}
        data-end={cell === end || undefined}
        aria-hidden="true"
      >
        {number !== 0 && (
          <span className={index !== undefined ? 'zip-number zip-number--reached' : 'zip-number'}>{number}</span>
        )}
      </div>,
    );
  }

  return (
    <div
      className={solved ? 'zip-board zip-board--solved' : 'zip-board'}
      style={{ ['--zip-size' as string]: size }}
      role="application"
      aria-label={label}
      aria-roledescription="path puzzle"
      tabIndex={0}
      data-testid={testId}
      data-size={size}
      data-state={solved ? 'solved' : 'playing'}
      data-path-length={path.length}
      onKeyDown={onKeyDown}
      {...pointer}
    >
      <div className="zip-grid">{cells}</div>
      <svg className="zip-overlay" viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
        {path.length > 1 && <polyline className="zip-path" points={path.map((cell) => centre(cell, size)).join(' ')} />}
        {path.length === 1 && <circle className="zip-path-dot" cx={colOf(path[0], size) + 0.5} cy={rowOf(path[0], size) + 0.5} r={0.21} />}
        {puzzle.walls.map(([a, b]) => {
          const vertical = b - a === 1; // side by side: the wall runs down between them
          const x = vertical ? colOf(b, size) : colOf(a, size);
          const y = vertical ? rowOf(a, size) : rowOf(b, size);
          return (
            <line
              key={`${a}-${b}`}
              className="zip-wall"
              x1={x}
              y1={y}
              x2={vertical ? x : x + 1}
              y2={vertical ? y + 1 : y}
            />
          );
        })}
      </svg>
    </div>
  );
}
