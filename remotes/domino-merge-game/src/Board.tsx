import type { CSSProperties } from 'react';
import { cellOf, indexOf, SIZE, SPECIAL, valueName, type Board as BoardValues } from './logic/board';
import type { MergeStep } from './logic/merge';
import { pieceCells, type Piece, type Placement } from './logic/piece';
import { Tile } from './Tile';

export interface GhostView {
  piece: Piece;
  placement: Placement;
  /** The piece fits there. */
  fits: boolean;
  /** What placing it there would merge. */
  steps: readonly MergeStep[];
}

export interface BoardProps {
  board: BoardValues;
  ghost: GhostView | null;
  /** The last placement's merges and placed cells, animated unless motion is reduced. */
  lastSteps: readonly MergeStep[];
  lastPlaced: readonly number[];
  /** Changes with every placement, so its animations start again. */
  turn: number;
  animate: boolean;
}

const resultLabel = (step: MergeStep) => (step.kind === 'blast' ? '✸' : step.result === SPECIAL ? '★' : String(step.result));

/** The 5×5 tiles, the ghost piece with the merges it would make, and the last merge's animation. */
export function Board({ board, ghost, lastSteps, lastPlaced, turn, animate }: BoardProps) {
  const ghostCells = ghost ? pieceCells(ghost.piece, ghost.placement).map(indexOf) : [];
  const willMerge = new Set(ghost?.fits ? ghost.steps.flatMap((step) => step.cells) : []);
  const landing = ghost?.fits && ghost.steps.length > 0 ? ghost.steps[ghost.steps.length - 1] : null;
  const popped = new Set(animate ? lastSteps.filter((step) => step.kind === 'merge').map((step) => step.at) : []);
  const dropped = new Set(animate ? lastPlaced : []);

  return (
    <>
      <div className="dm-cells">
        {board.map((value, index) => {
          const ghostAt = ghostCells.indexOf(index);
          const { row, col } = cellOf(index);
          const classes = ['dm-cell', willMerge.has(index) && 'dm-cell--will-merge'].filter(Boolean).join(' ');
          return (
            <div key={index} className={classes} data-row={row} data-col={col} data-value={value} aria-hidden="true">
              {value > 0 && (
                <Tile
                  key={popped.has(index) || dropped.has(index) ? `t${turn}` : 'tile'}
                  value={value}
                  className={popped.has(index) ? 'dm-tile--pop' : dropped.has(index) ? 'dm-tile--drop' : undefined}
                />
              )}
              {ghost && ghostAt >= 0 && (
                <span className={`dm-ghost${ghost.fits ? '' : ' dm-ghost--blocked'}`} data-ghost={ghost.fits ? 'fits' : 'blocked'}>
                  <Tile value={ghost.piece[ghostAt]} />
                </span>
              )}
              {landing && landing.at === index && (
                <span className="dm-badge" data-merge-result={landing.kind === 'blast' ? 'blast' : valueName(landing.result)}>
                  {resultLabel(landing)}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {animate && lastSteps.length > 0 && (
        // Tiles merged away slide into the cell they merged into and fade; the next merge of a chain follows.
        <div className="dm-vanishing" key={turn} aria-hidden="true">
          {lastSteps.flatMap((step) =>
            step.cells
              .filter((cell) => cell !== step.at)
              .map((cell) => {
                const from = cellOf(cell);
                const to = cellOf(step.at);
                const style = {
                  '--row': from.row,
                  '--col': from.col,
                  '--dx': to.col - from.col,
                  '--dy': to.row - from.row,
                  '--delay': `${(step.combo - 1) * 160}ms`,
                } as CSSProperties;
                return (
                  <span key={`${step.combo}-${cell}`} className="dm-vanish" style={style}>
                    <Tile value={step.value} />
                  </span>
                );
              }),
          )}
        </div>
      )}
    </>
  );
}

/** The board read row by row, for screen readers. */
export function describeRows(board: BoardValues): string[] {
  return Array.from({ length: SIZE }, (_, row) => {
    const cells = board.slice(row * SIZE, (row + 1) * SIZE).map((value) => (value ? valueName(value) : 'empty'));
    return `Row ${row + 1}: ${cells.join(', ')}`;
  });
}
