import type { GameResult } from '@games/shared/game-kit/ResultDialog';
import { gameOverResult } from '@games/shared/game-kit/score/game-over-result';
import type { useGame2048 } from './useGame2048';

// Loaded right after the game's first paint (see Game.tsx): nothing here is needed before a round ends or
// the player asks for help.
export { HowToPlay } from './HowToPlay';

/**
 * The round's end for GameFrame's `result`, beside the final board: "You win!" with Keep going and New game,
 * or "Game over!" with the score, the best (or New best!), the best tile, Share, Try again and Undo (offered
 * while undo is on and a move can be undone), and the words announced once. Null while the round goes on.
 */
export function boardResult(g: ReturnType<typeof useGame2048>, refocus: (action: () => void) => () => void): { result: GameResult; words?: string } | null {
  const { game } = g;
  const newGame = refocus(() => g.startNewGame());
  if (g.showingWin) return { result: { title: 'You win!', primaryAction: { label: 'Keep going', onClick: refocus(g.keepGoing) }, secondaryAction: { label: 'New game', onClick: newGame } } };
  if (!g.over) return null;
  const { bestTile, ...round } = g.over;
  return gameOverResult({
    ...round,
    score: game.score,
    reason: 'Game over!',
    game: '2048',
    // The board, as the share text names it ('4×4', '4×4 · with undo'); sizeLabel's words, not imported, so
    // the grid module stays whole in the first chunk.
    detail: `${game.size}×${game.size}${game.undoUsed ? ' · with undo' : ''}`,
    figure: { label: 'Best tile', value: bestTile, shareLine: `🧱 Best tile ${bestTile}` },
    newGame,
    playAgainLabel: 'Try again',
    undo: g.settings.undoEnabled && g.canUndo ? g.undo : undefined,
    announce: g.announce,
  });
}
