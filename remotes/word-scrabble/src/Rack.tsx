import type { PointerEvent } from 'react';
import { isRackIndexUsed, type PendingTile } from './logic/pending';
import { tileValue } from './logic/tiles';

export interface RackProps {
  rack: string;
  pending: readonly PendingTile[];
  selected: number | null;
  disabled: boolean;
  onSelect: (index: number) => void;
  onTilePointerDown: (event: PointerEvent, from: { rackIndex: number }) => void;
}

/** The player's seven tiles; a tile on the board leaves an empty slot behind. */
export function Rack({ rack, pending, selected, disabled, onSelect, onTilePointerDown }: RackProps) {
  return (
    <div className="ws-rack" role="group" aria-label="Your tiles" data-testid="ws-rack" data-rack={rack}>
      {[...rack].map((tile, index) => {
        const used = isRackIndexUsed(pending, index);
        if (used) return <span key={index} className="ws-rack__slot" data-rack-index={index} aria-hidden="true" />;
        const name = tile === '?' ? 'blank' : `, ${tileValue(tile)} point${tileValue(tile) === 1 ? '' : 's'}`;
        return (
          <button
            key={index}
            type="button"
            className={`ws-rack__tile ws-tile${selected === index ? ' ws-rack__tile--selected' : ''}`}
            data-rack-index={index}
            data-tile={tile}
            aria-pressed={selected === index}
            disabled={disabled}
            onClick={() => onSelect(index)}
            onPointerDown={(event) => onTilePointerDown(event, { rackIndex: index })}
          >
            <span className="ws-tile__letter">{tile === '?' ? '' : tile}</span>
            <span className="ws-tile__value" aria-hidden="true">
              {tile === '?' ? '' : tileValue(tile)}
            </span>
            <span className="gk-visually-hidden">{name}</span>
          </button>
        );
      })}
    </div>
  );
}
