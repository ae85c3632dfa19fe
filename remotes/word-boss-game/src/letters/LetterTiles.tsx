// The letter tiles of a word game, as buttons in the shown order; a tile in use shows an empty place.
// (A copy of word-scramble's piece, as remotes deploy alone: a candidate for the kit, then one copy.)
import type { Tile } from '../logic/tiles';

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
    <div className={`letter-tiles ${className}`} role="group" aria-label={label} data-testid={testId}>
      {order.map((id) => {
        const inUse = used.includes(id);
        const letter = tiles[id].letter.toUpperCase();
        return (
          <button
            key={id}
            type="button"
            tabIndex={-1}
            className={`letter-tile${inUse ? ' letter-tile--used' : ''}`}
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
