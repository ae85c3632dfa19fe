import { useState, type ReactNode } from 'react';
import { useFrameBoardSpace } from '../GameFrame';
import './controls.css';

export interface GameOptionsProps {
  /** The disclosure's words; "Options" by default. */
  label?: string;
  /** Switches and selects of the game's options. */
  children: ReactNode;
  className?: string;
}

/**
 * A game's options behind one disclosure in its toolbar: open where the toolbar stands beside the board,
 * folded under the board on a phone, where every line of options would be taken from the board's size.
 */
export function GameOptions({ label = 'Options', children, className }: GameOptionsProps) {
  const space = useFrameBoardSpace();
  // The player's own choice wins once made; until then the frame's layout decides.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? space?.toolbar === 'beside';
  return (
    <details
      className={['gk-options', className].filter(Boolean).join(' ')}
      open={open}
      onToggle={(event) => {
        if (event.currentTarget.open !== open) setChosen(event.currentTarget.open);
      }}
    >
      <summary className="gk-options__summary">{label}</summary>
      <div className="gk-options__body">{children}</div>
    </details>
  );
}
