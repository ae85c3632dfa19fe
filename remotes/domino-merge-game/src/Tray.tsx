import type { PointerEventHandler } from 'react';

import { describePiece } from './logic/describe';
import { isDomino, type Piece, type Placement } from './logic/piece';
import { Tile } from './Tile';

const DIRECTIONS = ['row', 'column', 'row-reverse', 'column-reverse'] as const;

export interface TrayProps {
  piece: Piece;
  rotation: Placement['rotation'];
  /** The piece is being dragged to the board. */
  dragging: boolean;
  disabled: boolean;
  onTurn: () => void;
  pointer: {
    onPointerDown: PointerEventHandler<HTMLButtonElement>;
    onPointerMove: PointerEventHandler<HTMLButtonElement>;
    onPointerUp: PointerEventHandler<HTMLButtonElement>;
    onPointerCancel: PointerEventHandler<HTMLButtonElement>;
  };
}

/**
 * The piece to place, turned as it will land: tap (or Enter) turns a domino, a drag carries it to the board.
 * Turning is the click; a drag never clicks (the game swallows the click after a drag).
 */
export function Tray({ piece, rotation, dragging, disabled, onTurn, pointer }: TrayProps) {
  const domino = isDomino(piece);
  return (
    <div className="dm-tray">
      <button
        type="button"
        className={`dm-tray__piece${dragging ? ' dm-tray__piece--dragging' : ''}`}
        style={{ flexDirection: DIRECTIONS[domino ? rotation : 0] }}
        aria-label={`Piece: ${describePiece(piece, rotation)}.${domino ? ' Press to turn.' : ''}`}
        aria-keyshortcuts={domino ? 'R' : undefined}
        data-testid="domino-merge-piece"
        data-piece={piece.join('|')}
        data-rotation={rotation}
        disabled={disabled}
        onClick={onTurn}
        {...pointer}
      >
        {piece.map((value, i) => (
          <Tile key={i} value={value} />
        ))}
      </button>
      <p className="dm-tray__caption" aria-hidden="true">
        {domino ? 'Tap to turn · drag to place' : 'Drag or tap a cell'}
      </p>
    </div>
  );
}
