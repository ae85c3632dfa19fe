// The two questions a turn can ask: which letter a blank stands for, and which tiles to put back in the bag.
import { Dialog } from '@games/shared/game-kit';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function BlankLetterDialog({ open, onPick, onClose }: { open: boolean; onPick: (letter: string) => void; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Which letter is the blank?">
      <div className="ws-letters">
        {[...LETTERS].map((letter) => (
          <button key={letter} type="button" className="ws-button ws-letter" onClick={() => onPick(letter.toLowerCase())}>
            {letter}
          </button>
        ))}
      </div>
    </Dialog>
  );
}

export interface ExchangeDialogProps {
  rack: string;
  /** Rack indexes chosen so far; null when the dialog is closed. */
  chosen: number[] | null;
  onChange: (chosen: number[]) => void;
  onConfirm: () => void;
  onClose: () => void;
}

export function ExchangeDialog({ rack, chosen, onChange, onConfirm, onClose }: ExchangeDialogProps) {
  const toggle = (i: number) => chosen && onChange(chosen.includes(i) ? chosen.filter((k) => k !== i) : [...chosen, i]);
  return (
    <Dialog
      open={chosen !== null}
      onClose={onClose}
      title="Exchange tiles"
      actions={
        <button type="button" className="ws-button ws-button--primary" onClick={onConfirm} disabled={!chosen?.length}>
          Exchange {chosen?.length ?? 0}
        </button>
      }
    >
      <p>Choose the tiles to put back in the bag. You draw as many new ones, and your turn ends.</p>
      <div className="ws-letters" role="group" aria-label="Tiles to exchange">
        {[...rack].map((tile, i) => (
          <button key={i} type="button" className="ws-button ws-letter" aria-pressed={chosen?.includes(i) ?? false} onClick={() => toggle(i)}>
            {tile === '?' ? 'blank' : tile}
          </button>
        ))}
      </div>
    </Dialog>
  );
}
