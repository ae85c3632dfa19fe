// The buttons under the rack. Enter plays and Escape recalls from the board too (aria-keyshortcuts says so).
export interface TurnActionsProps {
  yourTurn: boolean;
  canPlay: boolean;
  canRecall: boolean;
  canExchange: boolean;
  onPlay: () => void;
  onShuffle: () => void;
  onRecall: () => void;
  onExchange: () => void;
  onPass: () => void;
  onHint: () => void;
}

export function TurnActions({ yourTurn, canPlay, canRecall, canExchange, onPlay, onShuffle, onRecall, onExchange, onPass, onHint }: TurnActionsProps) {
  return (
    <div className="ws-actions" role="group" aria-label="Actions">
      <button type="button" className="ws-button ws-button--primary" onClick={onPlay} disabled={!yourTurn || !canPlay} aria-keyshortcuts="Enter">
        Play
      </button>
      <button type="button" className="ws-button" onClick={onShuffle} disabled={!yourTurn}>
        Shuffle
      </button>
      <button type="button" className="ws-button" onClick={onRecall} disabled={!canRecall} aria-keyshortcuts="Escape">
        Recall
      </button>
      <button type="button" className="ws-button" onClick={onExchange} disabled={!yourTurn || !canExchange}>
        Exchange
      </button>
      <button type="button" className="ws-button" onClick={onPass} disabled={!yourTurn}>
        Pass
      </button>
      <button type="button" className="ws-button" onClick={onHint} disabled={!yourTurn}>
        Hint
      </button>
    </div>
  );
}
