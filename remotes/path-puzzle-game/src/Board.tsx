import type { PathPointerProps } from '@games/shared/game-kit/path/usePathInput';
import type { KeyboardEvent } from 'react';
import { colOf, edgeCells, rowOf, type FlowPuzzle } from './logic/board';
import { colourOf, letterOf } from './logic/colours';

export interface BoardProps {
  puzzle: FlowPuzzle;
  /** Every colour's path as shown (a live drag included). */
  paths: number[][];
  /** The colour the keys draw with. */
  selected: number;
  hinted: readonly number[];
  solved: boolean;
  testId: string;
  pointer: PathPointerProps;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
}

const centre = (cell: number, size: number) => `${colOf(cell, size) + 0.5},${rowOf(cell, size) + 0.5}`;

/** The grid, each flow as a thick pipe over it, and the dots with their letters on top. */
export function Board({ puzzle, paths, selected, hinted, solved, testId, pointer, onKeyDown }: BoardProps) {
  const { size, ends } = puzzle;
  const walls = puzzle.walls ?? [];
  const owner = new Int16Array(size * size).fill(-1);
  paths.forEach((path, k) => {
    if (path.length >= 2) for (const cell of path) owner[cell] = k;
  });
  const dotOf = new Map<number, number>();
  ends.forEach(([a, b], k) => {
    dotOf.set(a, k);
    dotOf.set(b, k);
  });
  const hintSet = new Set(hinted);
  const cells = [];
  for (let cell = 0; cell < size * size; cell++) {
    const k = owner[cell] >= 0 ? owner[cell] : (dotOf.get(cell) ?? -1);
    cells.push(
      <div
        key={cell}
        className={`flow-cell${owner[cell] >= 0 ? ' flow-cell--filled' : ''}${hintSet.has(cell) ? ' flow-cell--hint' : ''}`}
        style={owner[cell] >= 0 ? { ['--flow-colour' as string]: colourOf(owner[cell]) } : undefined}
        data-cell={cell}
        data-row={rowOf(cell, size)}
        data-col={colOf(cell, size)}
        data-colour={k >= 0 ? letterOf(k) : undefined}
        data-dot={dotOf.has(cell) || undefined}
        aria-hidden="true"
      />,
    );
  }
  return (
    <div
      className={`flow-board${solved ? ' flow-board--solved' : ''}`}
      style={{ ['--flow-size' as string]: size }}
      role="application"
      aria-roledescription="flow puzzle"
      aria-label={`Flow board, ${size} by ${size}, ${ends.length} colours lettered A to ${letterOf(ends.length - 1)}${walls.length ? `, ${walls.length} walls no pipe may cross` : ''}. Drag from a dot to its partner. Keys: 1 to 9 or [ and ] pick a colour, arrows draw it, Backspace steps back. Flow ${letterOf(selected)} selected.`}
      tabIndex={0}
      data-testid={testId}
      data-size={size}
      data-state={solved ? 'won' : 'playing'}
      data-selected={letterOf(selected)}
      data-walls={walls.length}
      onKeyDown={onKeyDown}
      {...pointer}
    >
      <div className="flow-grid">{cells}</div>
      <svg className="flow-overlay" viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
        {walls.map((edge) => {
          const [a, b] = edgeCells(edge, size);
          const row = rowOf(a, size);
          const col = colOf(a, size);
          // A step right is walled by a vertical bar on the cell's right side; a step down by a bar below it.
          return b === a + 1 ? (
            <line key={`w${edge}`} className="flow-wall" data-wall={edge} x1={col + 1} y1={row + 0.04} x2={col + 1} y2={row + 0.96} />
          ) : (
            <line key={`w${edge}`} className="flow-wall" data-wall={edge} x1={col + 0.04} y1={row + 1} x2={col + 0.96} y2={row + 1} />
          );
        })}
        {paths.map((path, k) =>
          path.length >= 2 ? (
            <polyline key={k} className="flow-pipe" stroke={colourOf(k)} points={path.map((cell) => centre(cell, size)).join(' ')} />
          ) : null,
        )}
        {ends.map(([a, b], k) =>
          [a, b].map((cell) => (
            <g key={cell} className={k === selected ? 'flow-dot flow-dot--selected' : 'flow-dot'}>
              <circle cx={colOf(cell, size) + 0.5} cy={rowOf(cell, size) + 0.5} r={0.36} fill={colourOf(k)} />
              <text x={colOf(cell, size) + 0.5} y={rowOf(cell, size) + 0.5} dy="0.13">
                {letterOf(k)}
              </text>
            </g>
          )),
        )}
      </svg>
    </div>
  );
}
