import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import { Chess } from 'chess.js';
import type { Board as GameBoard } from './Board';
import { checkedKingSquare, piecesOnBoard } from './logic/pieces';
import { parseUci } from './logic/record';

// Scholar's mate: 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#, the queen (guarded by the bishop) mates the king on e8.
export const EXAMPLE_MOVES = ['e2e4', 'e7e5', 'd1h5', 'b8c6', 'f1c4', 'g8f6', 'h5f7'];
const NO_TARGETS: ReadonlySet<string> = new Set();
const ignore = () => undefined;
const never = () => false;

export function examplePosition(): Chess {
  const chess = new Chess();
  for (const uci of EXAMPLE_MOVES) chess.move(parseUci(uci));
  return chess;
}

export interface HowToPlayProps {
  /** The game's own Board, passed in by Game so webpack keeps it in the first chunk. */
  Board: typeof GameBoard;
}

/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay({ Board }: HowToPlayProps) {
  const chess = examplePosition();
  return (
    <HowToPlayLayout
      rules={
        <p>
          Move your pieces by the rules of chess and <strong>checkmate</strong> the other king: attack it so it has no escape. No legal move
          and not in check is stalemate, a draw.
        </p>
      }
      example={
        <Board
          pieces={piecesOnBoard(chess)}
          orientation="w"
          selected={null}
          targets={NO_TARGETS}
          lastMove={{ from: 'h5', to: 'f7' }}
          hint={null}
          checkSquare={checkedKingSquare(chess)}
          canDrag={never}
          onPick={ignore}
          onDrop={ignore}
          label="Example position"
          theme="green"
          pieceSet="classic"
          testId="chess-example"
        />
      }
      exampleCaption="Scholar's mate: White's queen takes on f7, guarded by the bishop on c4. The black king on e8 is in check with no escape: checkmate."
      touch={<p>Drag a piece, or tap it and then tap one of its dots.</p>}
      mouse={<p>Drag a piece, or click it and then click one of its dots.</p>}
      keyboard={[
        { keys: '← ↑ → ↓', does: 'move between squares' },
        { keys: 'Enter / Space', does: 'pick up, then drop' },
        { keys: 'e4, Nf3, O-O, e8=Q', does: 'type a move in the move box' },
      ]}
      more={
        <p>
          The computer has 8 levels, or play a friend on this device. <strong>Hint</strong> shows a good move, <strong>Take back</strong> undoes
          your last. Offer a draw (the computer accepts only when worse) or resign. Optional clock: 3+2 is three minutes each plus two seconds a
          move; running out loses, and it stops while the page is hidden. Export the game as PGN or FEN.
        </p>
      }
    />
  );
}
