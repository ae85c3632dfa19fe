import { GRID_CELL_CURSOR } from '@games/shared/game-kit/grid/cell-marks';
import type { RovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { NoteMarks } from '@games/shared/game-kit/notes/NoteMarks';
import { describeNotes } from '@games/shared/game-kit/notes/notes';
import type { CSSProperties } from 'react';
import type { Board as BoardState, RunState } from './logic/board';
import type { Clue, KakuroRun } from './logic/layout';

export interface BoardProps {
  size: number;
  solution: readonly number[];
  board: BoardState;
  runs: readonly KakuroRun[];
  runStates: readonly RunState[];
  clues: ReadonlyMap<number, Clue>;
  /** Cells in the selected cell's runs. */
  peers: ReadonlySet<number>;
  /** Cells whose digit repeats in a run. */
  repeated: ReadonlySet<number>;
  hinted: ReadonlySet<number>;
  selected: number;
  solved: boolean;
  testId: string;
  grid: RovingGrid;
  onSelect(cell: number): void;
}

/** A clue's state: wrong (a repeat or a sum missed), done, or still open. */
function clueState(states: readonly RunState[], runOfClue: ReadonlyMap<string, number>, cell: number, axis: 'across' | 'down') {
  const r = runOfClue.get(`${cell}:${axis}`);
  if (r === undefined) return 'open';
  const state = states[r];
  return state.repeated || state.wrongSum ? 'wrong' : state.done ? 'done' : 'open';
}

/** A clue number; its name comes from its text plus hidden words ("across 16, done"), so the visible text is in it. */
function ClueNumber({ value, axis, state }: { value: number; axis: 'across' | 'down'; state: string }) {
  return (
    <span className={`kk-clue__${axis} kk-clue--${state}`}>
      <span className="gk-visually-hidden">{axis} </span>
      {value}
      {state === 'wrong' && <span className="kk-clue__flag">!</span>}
      {state !== 'open' && <span className="gk-visually-hidden">, {state}</span>}
      <span className="gk-visually-hidden">{axis === 'across' ? ', ' : ''}</span>
    </span>
  );
}

/** The kakuro grid: clue blocks split by a diagonal (across sum above it, down sum below) and white cells. */
export function Board({ size, solution, board, runs, runStates, clues, peers, repeated, hinted, selected, solved, testId, grid, onSelect }: BoardProps) {
  const runOfClue = new Map<string, number>();
  runs.forEach((run, i) => runOfClue.set(`${run.clueCell}:${run.axis}`, i));
  const selectedValue = board.values[selected];
  return (
    <div
      role="grid"
      aria-label={`Kakuro, ${size} by ${size}`}
      className={`kk-board${solved ? ' kk-board--solved' : ''}`}
      style={{ '--kk-n': size } as CSSProperties}
      data-testid={testId}
      data-size={size}
      data-state={solved ? 'won' : 'playing'}
    >
      {Array.from({ length: size }, (_, row) => (
        <div role="row" className="kk-row" key={row}>
          {Array.from({ length: size }, (_, col) => {
            const cell = row * size + col;
            const where = `Row ${row + 1}, column ${col + 1}`;
            if (solution[cell] === 0) {
              const clue = clues.get(cell);
              const state = (axis: 'across' | 'down') => clueState(runStates, runOfClue, cell, axis);
              return (
                <div
                  key={col}
                  role="gridcell"
                  className={clue ? 'kk-cell kk-block kk-block--clue' : 'kk-cell kk-block'}
                  aria-label={clue ? undefined : `${where}, block`}
                  data-row={row}
                  data-col={col}
                  data-block="true"
                  {...grid.cellProps(row, col)}
                  tabIndex={-1}
                >
                  {clue && (
                    <>
                      <span className="gk-visually-hidden">{where}, clue </span>
                      <svg className="kk-block__diagonal" viewBox="0 0 10 10" preserveAspectRatio="none" aria-hidden="true">
                        <line x1="0" y1="0" x2="10" y2="10" />
                      </svg>
                      {clue.across !== undefined && <ClueNumber value={clue.across} axis="across" state={state('across')} />}
                      {clue.down !== undefined && <ClueNumber value={clue.down} axis="down" state={state('down')} />}
                    </>
                  )}
                </div>
              );
            }
            const value = board.values[cell];
            const notes = board.notes[cell];
            const isSelected = cell === selected;
            const isRepeated = repeated.has(cell);
            const className = [
              'kk-cell kk-white',
              isSelected && `kk-white--selected ${GRID_CELL_CURSOR}`,
              !isSelected && peers.has(cell) && 'kk-white--peer',
              !isSelected && value !== 0 && value === selectedValue && 'kk-white--same',
              isRepeated && 'kk-white--repeated',
              hinted.has(cell) && 'kk-white--hinted',
            ]
              .filter(Boolean)
              .join(' ');
            const content = value ? String(value) : notes ? `empty, ${describeNotes(notes)}` : 'empty';
            return (
              <div
                key={col}
                role="gridcell"
                className={className}
                aria-label={`${where}, ${content}${isRepeated ? ', repeats in its run' : ''}`}
                data-row={row}
                data-col={col}
                data-value={value || ''}
                data-repeated={isRepeated || undefined}
                onClick={() => onSelect(cell)}
                {...grid.cellProps(row, col)}
              >
                {value ? (
                  <span className="kk-white__value" aria-hidden="true">
                    {value}
                  </span>
                ) : notes ? (
                  <NoteMarks mask={notes} highlight={selectedValue || undefined} />
                ) : null}
                {isRepeated && (
                  <span className="kk-white__mark" aria-hidden="true">
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
