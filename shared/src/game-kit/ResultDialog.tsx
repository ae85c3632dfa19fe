import type { ReactNode } from 'react';
import { Dialog } from './Dialog';

export interface GameAction {
  label: string;
  onClick: () => void;
}

export interface GameResult {
  /** e.g. 'Solved!' or 'Out of moves'. */
  title: string;
  /** Figures such as time, score, mistakes. */
  lines?: ReadonlyArray<{ label: string; value: ReactNode }>;
  /** Extra content, e.g. a share button. */
  details?: ReactNode;
  primaryAction?: GameAction;
  secondaryAction?: GameAction;
}

export interface ResultDialogProps {
  result: GameResult | null | undefined;
  onClose: () => void;
}

/** The end-of-game summary: title, figures and up to two actions. */
export function ResultDialog({ result, onClose }: ResultDialogProps) {
  const actions = result && (result.primaryAction || result.secondaryAction) && (
    <>
      {result.secondaryAction && (
        <button type="button" className="gk-button" onClick={result.secondaryAction.onClick}>
          {result.secondaryAction.label}
        </button>
      )}
      {result.primaryAction && (
        <button type="button" className="gk-button gk-button--primary" onClick={result.primaryAction.onClick}>
          {result.primaryAction.label}
        </button>
      )}
    </>
  );
  return (
    <Dialog open={Boolean(result)} onClose={onClose} title={result?.title} actions={actions} className="gk-result">
      {result?.lines && result.lines.length > 0 && (
        <dl className="gk-result__lines">
          {result.lines.map((line) => (
            <div key={line.label} className="gk-result__line">
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {result?.details}
    </Dialog>
  );
}
