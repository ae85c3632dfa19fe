// Beside the board: what to do now, the review's way on (Next trial / See result) or Play again, and the reveal
// time (a change starts a new round unless one is under way past its first trial).
import { GameOptions } from '@games/shared/game-kit/controls/GameOptions';
import { Select } from '@games/shared/game-kit/controls/Select';
import { endsAfterReview, REVEAL_CHOICES, type MatrixGame, type RevealMs } from './logic/game';
import { seconds, statusText } from './words';

export interface MemoryToolsProps {
  game: MatrixGame;
  revealMs: RevealMs;
  onRevealMs: (ms: RevealMs) => void;
  onGoOn: () => void;
  onPlayAgain: () => void;
}

export function MemoryTools({ game, revealMs, onRevealMs, onGoOn, onPlayAgain }: MemoryToolsProps) {
  return (
    <div className="mm-tools">
      <p className="mm-status" data-testid="mm-status">
        {statusText(game)}
      </p>
      {game.phase === 'review' && (
        <button type="button" className="gk-button gk-button--primary" onClick={onGoOn}>
          {endsAfterReview(game) ? 'See result' : 'Next trial'}
        </button>
      )}
      {game.phase === 'over' && (
        <button type="button" className="gk-button gk-button--primary" onClick={onPlayAgain}>
          Play again
        </button>
      )}
      <GameOptions>
        <Select
          label="Reveal time"
          value={String(revealMs)}
          options={REVEAL_CHOICES.map((ms) => ({ value: String(ms), label: seconds(ms) }))}
          onChange={(value) => onRevealMs(Number(value) as RevealMs)}
        />
      </GameOptions>
    </div>
  );
}
