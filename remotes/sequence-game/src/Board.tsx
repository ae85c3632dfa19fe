import type { CSSProperties, ReactNode } from 'react';
import { useRovingGrid, type RovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { padKey } from './keys';

export interface BoardProps {
  side: number;
  simon: boolean;
  phase: string;
  level: number;
  /** The pad the playback lights now, and which step of the sequence it is (1-based). */
  lit: number | null;
  litStep: number | null;
  /** The pad the player just pressed (a short echo). */
  pressed: number | null;
  /** The wrong pad, while the mistake shows. */
  wrong: number | null;
  testId: string;
  gridRef?: (grid: RovingGrid) => void;
  onPress(pad: number): void;
  overlay?: ReactNode;
}

const SIMON_NAMES = ['top left', 'top right', 'bottom left', 'bottom right'];

export function padName(side: number, pad: number): string {
  return side === 2 ? SIMON_NAMES[pad] : `row ${Math.floor(pad / side) + 1}, column ${(pad % side) + 1}`;
}

/**
 * The pads: one tab stop (the kit's roving grid), arrows move, Enter or Space presses; letter keys press too.
 * A lit pad holds a steady highlight with a ● mark and the step's number; a pressed pad echoes with ✓ and a
 * wrong one shows ✕, so no cue is colour alone (and each pad has its own place and tone).
 */
export function Board({ side, simon, phase, level, lit, litStep, pressed, wrong, testId, gridRef, onPress, overlay }: BoardProps) {
  const grid = useRovingGrid({ rows: side, cols: side, selectCursor: false, onActivate: ({ row, col }) => onPress(row * side + col) });
  gridRef?.(grid);
  return (
    <div
      className={`sq-board sq-board--${phase}${simon ? ' sq-board--simon' : ''}`}
      data-testid={testId}
      data-phase={phase}
      data-level={level}
      style={{ '--sq-side': side } as CSSProperties}
    >
      {/* Under the Start cover the cells are out of play: not clickable or focusable (inert), only Start is. */}
      <div role="grid" aria-label={`Pads, ${side} by ${side}`} className="sq-grid" onKeyDown={grid.onKeyDown} inert={overlay ? true : undefined}>
        {Array.from({ length: side }, (_, row) => (
          <div role="row" className="sq-row" key={row}>
            {Array.from({ length: side }, (_, col) => {
              const pad = row * side + col;
              const state = wrong === pad ? 'wrong' : lit === pad ? 'lit' : pressed === pad ? 'pressed' : 'idle';
              const mark = state === 'lit' ? `● ${litStep ?? ''}` : state === 'pressed' ? '✓' : state === 'wrong' ? '✕' : '';
              return (
                <div
                  key={col}
                  role="gridcell"
                  className={`sq-pad sq-pad--${pad} sq-pad--${state}`}
                  aria-label={`${padName(side, pad)}, key ${padKey(side, pad)}${state === 'lit' ? ', lit' : state === 'wrong' ? ', wrong' : ''}`}
                  data-row={row}
                  data-col={col}
                  data-state={state}
                  onClick={() => onPress(pad)}
                  {...grid.cellProps(row, col)}
                >
                  <span className="sq-pad__mark" aria-hidden="true">
                    {mark}
                  </span>
                  <span className="sq-pad__key" aria-hidden="true">
                    {padKey(side, pad)}
                  </span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {overlay && <div className="sq-overlay">{overlay}</div>}
    </div>
  );
}
