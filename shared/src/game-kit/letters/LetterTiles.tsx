// The letter tiles of a word game (word-scramble, word-boss-game), as buttons in the shown order; a tile in use
// shows an empty place. Size them from the game (.gk-letter-tile: flex-basis, font); the look is here.
import type { Tile } from './tiles';
import './letter-tiles.css';

export interface LetterTilesProps {
  tiles: readonly Tile[];
  order: readonly number[];
  used: readonly (number | null)[];
  disabled?: boolean;
  label: string;
  onPick(id: number): void;
  className?: string;
  testId?: string;
}

export function LetterTiles({ tiles, order, used, disabled = false, label, onPick, className = '', testId }: LetterTilesProps) {
  return (
    <div className={`gk-letter-tiles ${className}`} role="group" aria-label={label} data-testid={testId}>
      {order.map((id) => {
        const inUse = used.includes(id);
        const letter = tiles[id].letter.toUpperCase();
        return (
          <button
            key={id}
            type="button"
            tabIndex={-1}
            className={`gk-letter-tile${inUse ? ' gk-letter-tile--used' : ''}`}
            data-letter={tiles[id].letter}
            data-used={inUse}
            aria-label={inUse ? `${letter}, in use` : letter}
            disabled={disabled || inUse}
            // A tap must not move focus: the game's keys (Space shuffles) keep working.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(id)}
          >
            <span aria-hidden="true">{inUse ? '' : letter}</span>
          </button>
        );
      })}
    </div>
  );
}
