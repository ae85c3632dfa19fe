import { useEffect, useRef } from 'react';
import type { GameResult } from '../ResultDialog';
import './score.css';

export interface ScoreResultPanelProps {
  /** What scoreResult built (or any GameResult: "You win!" with Keep going). */
  result: GameResult;
  /** The game's look for the panel (colours, title size); the kit lays it out. */
  className?: string;
  /** Move focus to the primary action when the panel appears (default true), so Enter plays again. */
  focusPrimary?: boolean;
}

/**
 * A round's result over the board instead of in a dialog: for arcade games, where the board stays in view
 * under it (as 2048's "Game over!") and Play again is one key away. Not modal: the frame stays usable.
 */
export function ScoreResultPanel({ result, className, focusPrimary = true }: ScoreResultPanelProps) {
  const primaryRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusPrimary) primaryRef.current?.focus({ preventScroll: true });
  }, [focusPrimary]);
  const { title, lines, details, primaryAction, secondaryAction } = result;
  return (
    <div className={['gk-score-panel', className].filter(Boolean).join(' ')} role="group" aria-label={title}>
      <p className="gk-score-panel__title">{title}</p>
      {lines && lines.length > 0 && (
        <dl className="gk-score-panel__lines">
          {lines.map((line) => (
            <div key={line.label} className="gk-score-panel__line">
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {(primaryAction || secondaryAction) && (
        <div className="gk-score-panel__actions">
          {primaryAction && (
            <button ref={primaryRef} type="button" className="gk-button gk-button--primary" onClick={primaryAction.onClick}>
              {primaryAction.label}
            </button>
          )}
          {secondaryAction && (
            <button type="button" className="gk-button" onClick={secondaryAction.onClick}>
              {secondaryAction.label}
            </button>
          )}
        </div>
      )}
      {details}
    </div>
  );
}
