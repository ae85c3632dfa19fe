import { useId } from 'react';
import { MAX_MISTAKES, type GameState, type Status } from './logic/game';
import { isRepeatedSelection, shownMessage } from './logic/messages';

export interface GuessToolsProps {
  game: GameState;
  status: Status;
  /** The last guess's words (the line under the board). */
  message: string;
  resultOpen: boolean;
  onShuffle(): void;
  onDeselect(): void;
  onSubmit(): void;
  onShowResult(): void;
  onRandom(): void;
}

/**
 * Beside the board: the line about the last guess, the mistakes left as dots, and Shuffle, Deselect all and
 * Submit while playing (Result and Random puzzle once the puzzle is over).
 */
export function GuessTools({ game, status, message, resultOpen, onShuffle, onDeselect, onSubmit, onShowResult, onRandom }: GuessToolsProps) {
  const messageId = useId();
  const mistakesLeft = MAX_MISTAKES - game.mistakes;
  // Four words already submitted together cannot be sent again: Submit is off and the line above says why.
  const repeated = isRepeatedSelection(game);
  return (
    <div className="cg-tools">
      <p id={messageId} className="cg-message" data-testid="connections-message">
        {shownMessage(game, message)}
      </p>
      <p className="cg-mistakes">
        Mistakes left:{' '}
        <span className="cg-mistakes__dots" role="img" aria-label={`${mistakesLeft} of ${MAX_MISTAKES}`} data-left={mistakesLeft}>
          {Array.from({ length: MAX_MISTAKES }, (_, i) => (
            <span key={i} className={i < mistakesLeft ? 'cg-dot' : 'cg-dot cg-dot--used'} aria-hidden="true" />
          ))}
        </span>
      </p>
      {status === 'playing' ? (
        <div className="cg-actions">
          <button type="button" className="gk-button" onClick={onShuffle} aria-keyshortcuts="S">
            Shuffle
          </button>
          <button type="button" className="gk-button" onClick={onDeselect} disabled={game.selected.length === 0} aria-keyshortcuts="D">
            Deselect all
          </button>
          <button
            type="button"
            className="gk-button gk-button--primary"
            onClick={onSubmit}
            disabled={game.selected.length !== 4 || repeated}
            aria-describedby={repeated ? messageId : undefined}
            aria-keyshortcuts="Enter"
          >
            Submit
          </button>
        </div>
      ) : (
        <div className="cg-actions">
          {/* A finished puzzle opened again has its result one press away; once shown, the frame's "Show result" brings it back. */}
          {!resultOpen && (
            <button type="button" className="gk-button" onClick={onShowResult}>
              Result
            </button>
          )}
          <button type="button" className="gk-button gk-button--primary" onClick={onRandom}>
            Random puzzle
          </button>
        </div>
      )}
    </div>
  );
}
