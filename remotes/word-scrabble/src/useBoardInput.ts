import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { useState } from 'react';
import { SIZE, colOf, rowOf } from './logic/board';
import { pendingAt, placeTile, removeTile } from './logic/pending';
import type { Direction } from './logic/placement';
import { useTileDrag, type DragSource, type DropTarget } from './useTileDrag';
import type { ScrabbleGame } from './useScrabbleGame';

/**
 * Tiles onto the board by pointer: the board's cursor (the kit's roving grid) and typing direction, a rack tile
 * picked then a square pressed, drags between rack and board, a pending tile pressed to take it back, and the
 * letter chosen for a blank.
 */
export function useBoardInput(s: ScrabbleGame) {
  const { game, rack, yourTurn, pending, setPending, selected, setSelected } = s;
  const [cursor, setCursor] = useState(112);
  const [direction, setDirection] = useState<Direction>('across');
  const [blankPick, setBlankPick] = useState<{ rackIndex: number; square: number } | null>(null);

  const grid = useRovingGrid({
    rows: SIZE,
    cols: SIZE,
    cursor: { row: rowOf(cursor), col: colOf(cursor) },
    onCursorChange: (cell) => setCursor(cell.row * SIZE + cell.col),
    selectCursor: false,
  });
  const moveCursor = (square: number) => grid.setCursor({ row: rowOf(square), col: colOf(square) });

  const putTile = (rackIndex: number, square: number) => {
    if (!yourTurn || game.board[square] !== '.') return;
    if (rack[rackIndex] === '?') {
      setBlankPick({ rackIndex, square });
      return;
    }
    setPending((p) => placeTile(game.board, rack, p, rackIndex, square, rack[rackIndex]));
    setSelected(null);
  };

  const onSquareClick = (square: number) => {
    if (!yourTurn) return;
    if (selected !== null && game.board[square] === '.' && !pendingAt(pending, square)) return putTile(selected, square);
    if (pendingAt(pending, square)) {
      setPending((p) => removeTile(p, square));
      return;
    }
    if (square === cursor && game.board[square] === '.') setDirection((d) => (d === 'across' ? 'down' : 'across'));
    moveCursor(square);
  };

  const onSelectRack = (index: number) => {
    if (!yourTurn) return;
    setSelected((now) => (now === index ? null : index));
  };

  const onDrop = (source: DragSource, target: DropTarget) => {
    if (!yourTurn) return;
    if ('rackIndex' in source) {
      if (target && 'square' in target) putTile(source.rackIndex, target.square);
      else if (target && 'rackIndex' in target && target.rackIndex !== source.rackIndex) {
        const order = [...rack].map((_, i) => i).filter((i) => i !== source.rackIndex);
        order.splice(target.rackIndex, 0, source.rackIndex);
        s.arrange(order);
      }
      return;
    }
    const tile = pendingAt(pending, source.square);
    if (!tile) return;
    if (target && 'square' in target && game.board[target.square] === '.' && !pendingAt(pending, target.square)) {
      setPending((p) => placeTile(game.board, rack, p, tile.rackIndex, target.square, tile.letter));
    } else if (!target || 'rackIndex' in target) setPending((p) => removeTile(p, source.square));
  };
  const drag = useTileDrag(onDrop, (source) => ('rackIndex' in source ? rack[source.rackIndex] : (pendingAt(pending, source.square)?.letter ?? '')).toUpperCase().replace('?', ''));

  /** The letter the player chose for the blank being placed (the dialog closes either way). */
  const pickBlank = (letter: string) => {
    if (blankPick) setPending((p) => placeTile(game.board, rack, p, blankPick.rackIndex, blankPick.square, letter));
    setBlankPick(null);
    setSelected(null);
  };

  return { grid, cursor, moveCursor, direction, setDirection, drag, blankOpen: blankPick !== null, closeBlank: () => setBlankPick(null), pickBlank, onSquareClick, onSelectRack };
}
