import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { cellIndex, type Lights } from './logic/lights';

export interface BoardProps {
  size: number;
  lights: Lights;
  /** Cells the last hint points at. */
  hinted: readonly number[];
  solved: boolean;
  testId: string;
  onPress(cell: number): void;
}

/** The square of lights: one tab stop (the kit's roving grid), arrow keys move, Enter or Space presses. */
export function Board({ size, lights, hinted, solved, testId, onPress }: BoardProps) {
  const grid = useRovingGrid({ rows: size, cols: size, onActivate: ({ row, col }) => onPress(cellIndex(size, row, col)), selectCursor: false });
  return (
    <div
      role="grid"
      aria-label={`Lights, ${size} by ${size}`}
      className={`lights-out__board${solved ? ' lights-out__board--solved' : ''}`}
      style={{ gridTemplateColumns: `repeat(${size}, 1fr)` }}
      data-testid={testId}
      data-size={size}
      data-state={solved ? 'won' : 'playing'}
      onKeyDown={grid.onKeyDown}
    >
      {Array.from({ length: size }, (_, row) => (
        <div role="row" className="lights-out__row" key={row}>
          {Array.from({ length: size }, (_, col) => {
            const cell = cellIndex(size, row, col);
            const on = lights[cell];
            return (
              <div
                key={col}
                role="gridcell"
                className={`lights-out__light${on ? ' lights-out__light--on' : ''}${hinted.includes(cell) ? ' lights-out__light--hint' : ''}`}
                aria-label={`Row ${row + 1}, column ${col + 1}, ${on ? 'on' : 'off'}`}
                data-row={row}
                data-col={col}
                data-lit={on}
                onClick={() => onPress(cell)}
                {...grid.cellProps(row, col)}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}
