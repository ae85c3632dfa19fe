// The export dialog (PGN and FEN to copy) and the resign / draw-offer confirmations.
import { Dialog } from '@games/shared/game-kit';
import { useState } from 'react';
import type { Color } from './logic/record';
import { colorName } from './logic/status';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function ExportField({ label, value, multiline }: { label: string; value: string; multiline?: boolean }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const id = `chess-export-${label.toLowerCase()}`;
  return (
    <div className="chess-export">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea id={id} readOnly value={value} rows={6} /> : <input id={id} readOnly value={value} />}
      <button type="button" className="gk-button" onClick={() => void copyText(value).then(setCopied)}>
        {copied === null ? `Copy ${label}` : copied ? 'Copied' : 'Copy failed: select the text'}
      </button>
    </div>
  );
}

export function ExportDialog({ open, onClose, pgn, fen }: { open: boolean; onClose: () => void; pgn: () => string; fen: string }) {
  return (
    <Dialog open={open} onClose={onClose} title="Export game">
      {open && <ExportField label="PGN" value={pgn()} multiline />}
      <ExportField label="FEN" value={fen} />
    </Dialog>
  );
}

export type Confirm = 'resign' | 'draw' | null;

export interface OpponentDialogProps {
  /** The opponent chosen while a game is under way ("Computer 3", "a friend on this device"), or null: closed. */
  opponent: string | null;
  onKeepPlaying: () => void;
  onNewGame: () => void;
}

/** Another opponent means another game: asked before the game under way ends. */
export function OpponentDialog({ opponent, onKeepPlaying, onNewGame }: OpponentDialogProps) {
  return (
    <Dialog
      open={opponent !== null}
      onClose={onKeepPlaying}
      title={`Play ${opponent ?? ''} instead?`}
      actions={
        <>
          <button type="button" className="gk-button" onClick={onKeepPlaying}>
            Keep playing
          </button>
          <button type="button" className="gk-button gk-button--primary" onClick={onNewGame}>
            New game
          </button>
        </>
      }
    >
      <p>A new game starts against {opponent}; the game under way ends without a result.</p>
    </Dialog>
  );
}

export interface ConfirmDialogProps {
  confirm: Confirm;
  /** The side to move: in friend mode, the one asked to accept the draw. */
  turn: Color;
  onClose: () => void;
  onResign: () => void;
  onAcceptDraw: () => void;
}

export function ConfirmDialog({ confirm, turn, onClose, onResign, onAcceptDraw }: ConfirmDialogProps) {
  const resign = confirm === 'resign';
  const act = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Dialog
      open={confirm !== null}
      onClose={onClose}
      title={resign ? 'Resign this game?' : `${colorName(turn === 'w' ? 'b' : 'w')} offers a draw`}
      actions={
        <>
          <button type="button" className="gk-button" onClick={onClose}>
            {resign ? 'Keep playing' : 'Decline'}
          </button>
          <button type="button" className="gk-button gk-button--primary" onClick={act(resign ? onResign : onAcceptDraw)}>
            {resign ? 'Resign' : 'Accept draw'}
          </button>
        </>
      }
    >
      <p>{resign ? 'The game will count as a loss.' : `${colorName(turn)}, do you accept the draw?`}</p>
    </Dialog>
  );
}
