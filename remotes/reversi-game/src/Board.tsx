import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { memo } from 'react';
import { discAt, squareName, type MoveEvent, type Position } from './logic/game';

export interface BoardProps {
  position: Position;
  /** Legal squares for the player who may move now (empty while the computer thinks or after the end). */
  legal: readonly number[];
  showMoves: boolean;
  last: MoveEvent | null;
  /** How many moves were played: re-keys the flip animation. */
  ply: number;
  over: boolean;
  testId: string;
  onPlay(square: number): void;
}

/** The 8×8 board: one tab stop (the kit's roving grid), arrows move, Enter or Space plays. */
export const Board = memo(function Board({ position, legal, showMoves, last, ply, over, testId, onPlay }: BoardProps) {
  const grid = useRovingGrid({ rows: 8, cols: 8, onActivate: ({ row, col }) => onPlay(row * 8 + col), initial: { row: 2, col: 3 }, selectCursor: false });
  const legalSet = new Set(legal);
  const flipped = new Set(last?.flipped ?? []);
  return (
    <div
      role="grid"
      aria-label="Reversi board, 8 by 8"
      className="reversi__board"
      data-testid={testId}
      data-state={over ? 'over' : 'playing'}
      data-to-move={position.toMove}
      data-ply={ply}
      onKeyDown={grid.onKeyDown}
    >
      {Array.from({ length: 8 }, (_, row) => (
        <div role="row" className="reversi__row" key={row}>
          {Array.from({ length: 8 }, (_, col) => {
            const square = row * 8 + col;
            const disc = discAt(position, square);
            const isLegal = legalSet.has(square);
            const isLast = last?.square === square;
            const label = `${squareName(square)}, ${disc ? `${disc} disc` : isLegal ? 'empty, legal move' : 'empty'}${isLast ? ', last move' : ''}`;
            return (
              <div
                key={col}
                role="gridcell"
                className={`reversi__cell${isLegal ? ' reversi__cell--legal' : ''}`}
                aria-label={label}
                data-square={square}
                data-disc={disc ?? 'empty'}
                data-legal={isLegal}
                onClick={() => onPlay(square)}
                {...grid.cellProps(row, col)}
              >
                {disc && (
                  <span
                    key={flipped.has(square) ? `f${ply}` : 'd'}
                    className={`reversi__disc reversi__disc--${disc}${flipped.has(square) ? ' reversi__disc--flip' : ''}${isLast ? ' reversi__disc--placed' : ''}`}
                  />
                )}
                {!disc && isLegal && showMoves && <span className="reversi__dot" />}
                {isLast && <span className="reversi__last" aria-hidden="true" />}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
});
