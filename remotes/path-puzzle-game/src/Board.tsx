import type { PathPointerProps } from '@games/shared/game-kit/path/usePathInput';
import type { KeyboardEvent } from 'react';
import { cellName, colOf, edgeCells, laneAt, rowOf, type FlowPuzzle } from './logic/board';
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
/** The middle of the side two touching cells share. */
const sideBetween = (a: number, b: number, size: number) => `${(colOf(a, size) + colOf(b, size)) / 2 + 0.5},${(rowOf(a, size) + rowOf(b, size)) / 2 + 0.5}`;

/**
 * The grid, each flow as a thick pipe over it, and the dots with their letters on top. A bridge is a deck with
 * rails over its cell: the pipe on its down lane runs under the deck, the pipe on its across lane over it.
 */
export function Board({ puzzle, paths, selected, hinted, solved, testId, pointer, onKeyDown }: BoardProps) {
  const { size, ends } = puzzle;
  const walls = puzzle.walls ?? [];
  const bridges = puzzle.bridges ?? [];
  const owner = new Int16Array(size * size).fill(-1);
  // Each bridge's pipes: the colour on each lane and, for the across lane, where it comes from and goes to.
  const lanes = new Map(bridges.map((cell) => [cell, { across: -1, down: -1, acrossPoints: '' }]));
  paths.forEach((path, k) => {
    if (path.length < 2) return;
    path.forEach((cell, i) => {
      owner[cell] = k;
      const lane = lanes.get(cell);
      if (!lane) return;
      if (laneAt(path, i) === 'down') lane.down = k;
      else {
        lane.across = k;
        const from = i > 0 ? sideBetween(path[i - 1], cell, size) : centre(cell, size);
        const to = i + 1 < path.length ? sideBetween(cell, path[i + 1], size) : centre(cell, size);
        lane.acrossPoints = `${from} ${centre(cell, size)} ${to}`;
      }
    });
  });
  const dotOf = new Map<number, number>();
  ends.forEach(([a, b], k) => {
    dotOf.set(a, k);
    dotOf.set(b, k);
  });
  const hintSet = new Set(hinted);
  const cells = [];
  for (let cell = 0; cell < size * size; cell++) {
    const lane = lanes.get(cell);
    if (lane) {
      const used = [lane.across >= 0 ? `flow ${letterOf(lane.across)} across` : '', lane.down >= 0 ? `flow ${letterOf(lane.down)} down` : ''].filter(Boolean);
      cells.push(
        <div
          key={cell}
          className={`flow-cell flow-cell--bridge${owner[cell] >= 0 ? ' flow-cell--filled' : ''}${hintSet.has(cell) ? ' flow-cell--hint' : ''}`}
          data-cell={cell}
          data-row={rowOf(cell, size)}
          data-col={colOf(cell, size)}
          data-bridge="true"
          data-across={lane.across >= 0 ? letterOf(lane.across) : undefined}
          data-down={lane.down >= 0 ? letterOf(lane.down) : undefined}
          role="img"
          aria-label={`Bridge at ${cellName(cell, size)}: ${used.length ? used.join(', ') : 'empty'}`}
        />,
      );
      continue;
    }
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
      aria-label={`Flow board, ${size} by ${size}, ${ends.length} colours lettered A to ${letterOf(ends.length - 1)}${walls.length ? `, ${walls.length} walls no pipe may cross` : ''}${bridges.length ? `, ${bridges.length} ${bridges.length === 1 ? 'bridge' : 'bridges'} where one pipe goes straight across and another straight under` : ''}. Drag from a dot to its partner. Keys: 1 to 9 or [ and ] pick a colour, arrows draw it, Backspace steps back. Flow ${letterOf(selected)} selected.`}
      tabIndex={0}
      data-testid={testId}
      data-size={size}
      data-state={solved ? 'won' : 'playing'}
      data-selected={letterOf(selected)}
      data-walls={walls.length}
      data-bridges={bridges.length}
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
        {[...lanes].map(([cell, lane]) => {
          const col = colOf(cell, size);
          const row = rowOf(cell, size);
          return (
            <g key={`b${cell}`} className="flow-bridge">
              <rect className="flow-bridge-deck" x={col + 0.08} y={row + 0.22} width={0.84} height={0.56} rx={0.06} />
              <line className="flow-bridge-rail" x1={col + 0.08} y1={row + 0.22} x2={col + 0.92} y2={row + 0.22} />
              <line className="flow-bridge-rail" x1={col + 0.08} y1={row + 0.78} x2={col + 0.92} y2={row + 0.78} />
              {lane.across >= 0 && <polyline className="flow-pipe" stroke={colourOf(lane.across)} points={lane.acrossPoints} />}
            </g>
          );
        })}
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
