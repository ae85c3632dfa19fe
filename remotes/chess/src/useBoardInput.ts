// The board under the pointer and the keys: the selected piece and its targets, click-click and drag moves, the
// promotion choice. A new position clears the selection; an illegal drop keeps the dragged piece selected.
import type { Square } from 'chess.js';
import { useMemo, useState } from 'react';
import type { PromotionPiece } from './PromotionPicker';
import type { ChessGame } from './useChessGame';

export function useBoardInput(game: ChessGame, pieces: ReadonlyMap<string, string>) {
  const { record, chess, canMoveNow, turn } = game;
  const [selected, setSelected] = useState<string | null>(null);
  const [promotion, setPromotion] = useState<{ from: string; to: string } | null>(null);
  const [shownMoves, setShownMoves] = useState(record.moves);
  if (shownMoves !== record.moves) {
    setShownMoves(record.moves);
    setSelected(null);
  }

  const targets = useMemo(() => {
    if (!selected || !canMoveNow) return new Set<string>();
    return new Set(chess.moves({ square: selected as Square, verbose: true }).map((m) => m.to));
  }, [selected, chess, canMoveNow]);

  const ownPiece = (square: string) => Boolean(canMoveNow && pieces.get(square)?.[0] === turn);

  const tryMove = (from: string, to: string) => {
    const candidates = chess.moves({ square: from as Square, verbose: true }).filter((m) => m.to === to);
    if (!candidates.length) {
      game.illegal();
      return false;
    }
    if (candidates.some((m) => m.promotion)) {
      setPromotion({ from, to });
      return true;
    }
    return game.play(`${from}${to}`);
  };

  const onPick = (square: string) => {
    if (!canMoveNow) return;
    if (selected && square === selected) setSelected(null);
    else if (selected && targets.has(square)) tryMove(selected, square);
    else setSelected(ownPiece(square) ? square : null);
  };

  const onDrop = (from: string, to: string) => {
    if (canMoveNow && !tryMove(from, to)) setSelected(from);
  };

  const choosePromotion = (piece: PromotionPiece) => {
    if (!promotion) return;
    setPromotion(null);
    game.play(`${promotion.from}${promotion.to}${piece}`);
  };

  return { selected, targets, ownPiece, onPick, onDrop, promotion, choosePromotion, cancelPromotion: () => setPromotion(null) };
}
