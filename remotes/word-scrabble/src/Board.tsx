import type { RovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import type { KeyboardEvent, PointerEvent } from 'react';
import { PREMIUMS, SIZE, squareName, type Premium } from './logic/board';
import type { Direction } from './logic/placement';
import { pendingAt, type PendingTile } from './logic/pending';
import { tileValue } from './logic/tiles';

const PREMIUM_LABEL: Record<Exclude<Premium, null>, string> = { TW: '3W', DW: '2W', TL: '3L', DL: '2L' };
const PREMIUM_NAME: Record<Exclude<Premium, null>, string> = { TW: 'triple word', DW: 'double word', TL: 'triple letter', DL: 'double letter' };

export interface BoardProps {
  board: string;
  pending: readonly PendingTile[];
  lastMove: ReadonlySet<number>;
  cursor: number;
  direction: Direction;
  grid: RovingGrid;
  testId: string;
  state: 'playing' | 'waiting' | 'over';
  onKeyDown: (event: KeyboardEvent) => void;
  onSquareClick: (square: number) => void;
  onTilePointerDown: (event: PointerEvent, from: { square: number }) => void;
}

function describe(board: string, pending: readonly PendingTile[], square: number): string {
  const name = squareName(square);
  const p = pendingAt(pending, square);
  const premium = PREMIUMS[square];
  if (p) return `${name}, your tile ${p.letter.toUpperCase()}${p.letter >= 'a' ? ' (blank)' : ''}, not played yet`;
  if (board[square] !== '.') return `${name}, ${board[square].toUpperCase()}${board[square] >= 'a' ? ' (blank)' : ''}`;
  return `${name}, empty${premium ? `, ${PREMIUM_NAME[premium]}` : ''}${square === 112 ? ', centre' : ''}`;
}

export function Board({ board, pending, lastMove, cursor, direction, grid, testId, state, onKeyDown, onSquareClick, onTilePointerDown }: BoardProps) {
  const rows = Array.from({ length: SIZE }, (_, row) => row);
  return (
    <div
      role="grid"
      aria-label={`Board, typing ${direction}`}
      className="ws-board"
      data-testid={testId}
      data-state={state}
      data-tiles={board.replace(/\./g, '').length}
      data-board={board}
      data-direction={direction}
      onKeyDown={onKeyDown}
    >
      {rows.map((row) => (
        <div role="row" key={row} className="ws-board__row">
          {rows.map((col) => {
            const square = row * SIZE + col;
            const p = pendingAt(pending, square);
            const letter = p?.letter ?? (board[square] !== '.' ? board[square] : '');
            const premium = PREMIUMS[square];
            const classes = ['ws-square'];
            if (premium) classes.push(`ws-square--${premium.toLowerCase()}`);
            if (square === 112) classes.push('ws-square--centre');
            if (letter) classes.push('ws-square--tile');
            if (p) classes.push('ws-square--pending');
            if (lastMove.has(square)) classes.push('ws-square--last');
            if (square === cursor) classes.push(`ws-square--cursor ws-square--${direction}`);
            return (
              <div
                role="gridcell"
                key={col}
                className={classes.join(' ')}
                data-row={row}
                data-col={col}
                data-square={square}
                data-letter={letter || undefined}
                data-premium={!letter && premium ? (square === 112 ? '★' : PREMIUM_LABEL[premium]) : undefined}
                aria-label={describe(board, pending, square)}
                {...grid.cellProps(row, col)}
                onClick={() => onSquareClick(square)}
                onPointerDown={p ? (event) => onTilePointerDown(event, { square }) : undefined}
              >
                {letter ? (
                  <span className={`ws-tile${letter >= 'a' ? ' ws-tile--blank' : ''}`} aria-hidden="true">
                    <span className="ws-tile__letter">{letter.toUpperCase()}</span>
                    <span className="ws-tile__value">{tileValue(letter) || ''}</span>
                  </span>
                ) : null}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
