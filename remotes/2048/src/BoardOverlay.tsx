import type { Ref } from 'react';

interface OverlayAction {
  label: string;
  onClick: () => void;
}

export interface BoardOverlayProps {
  kind: 'won' | 'over';
  title: string;
  primary: OverlayAction;
  secondary?: OverlayAction;
  /** Receives the primary button, so the game can move focus to it. */
  primaryRef?: Ref<HTMLButtonElement>;
}

/** "You win!" / "Game over!" over the board, which stays visible beneath it as in the original. */
export function BoardOverlay({ kind, title, primary, secondary, primaryRef }: BoardOverlayProps) {
  return (
    <div className={`g2048-overlay g2048-overlay--${kind}`}>
      <p className="g2048-overlay__title">{title}</p>
      <div className="g2048-overlay__actions">
        <button ref={primaryRef} type="button" className="gk-button gk-button--primary" onClick={primary.onClick}>
          {primary.label}
        </button>
        {secondary && (
          <button type="button" className="gk-button" onClick={secondary.onClick}>
            {secondary.label}
          </button>
        )}
      </div>
    </div>
  );
}
