// Which piece a pawn becomes: shown over the board when a move reaches the last rank.
import { PIECE_NAMES } from './logic/notation';
import type { Color } from './logic/record';
import type { PieceSet } from './logic/settings';
import { PieceSvg } from './Pieces';

const CHOICES = ['q', 'r', 'b', 'n'] as const;
export type PromotionPiece = (typeof CHOICES)[number];

export function PromotionPicker({ color, pieceSet, onChoose, onCancel }: { color: Color; pieceSet: PieceSet; onChoose: (piece: PromotionPiece) => void; onCancel: () => void }) {
  return (
    <div className="chess-promotion" role="group" aria-label="Promote to">
      {CHOICES.map((p) => {
        const letter = p.toUpperCase() as 'Q' | 'R' | 'B' | 'N';
        return (
          <button key={p} type="button" className="chess-promotion__choice" onClick={() => onChoose(p)} aria-label={`Promote to ${PIECE_NAMES[letter]}`} autoFocus={p === 'q'}>
            <PieceSvg piece={`${color}${letter}`} set={pieceSet} />
          </button>
        );
      })}
      <button type="button" className="gk-button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
