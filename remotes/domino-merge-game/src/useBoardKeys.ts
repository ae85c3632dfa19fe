import { shouldIgnoreGameKey } from '@games/shared/game-kit';
import type { KeyboardEvent } from 'react';
import { boardKeyAction } from './logic/board-keys';
import type { DominoGame } from './useDominoGame';

/** The board's keys (see boardKeyAction); a key that moves, turns or places shows the ghost piece (`showGhost`). */
export function useBoardKeys(g: DominoGame, showGhost: () => void) {
  return (event: KeyboardEvent<HTMLDivElement>) => {
    if (shouldIgnoreGameKey(event, { allowCommand: true }) || g.game.over) return;
    const action = boardKeyAction(event.key, event.ctrlKey || event.metaKey);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'undo') return g.undo();
    showGhost();
    if (action.kind === 'move') g.moveGhost(action.rows, action.cols);
    else if (action.kind === 'turn') g.turn();
    else g.placeAt(g.ghost);
  };
}
