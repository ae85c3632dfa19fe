// What the game says: the change from one state of the round to the next (read once by screen readers), and
// the status line beside the board.
import { endsAfterReview, LIVES, TRIALS, trialOutcome, type MatrixGame } from './logic/game';

export const seconds = (ms: number) => `${ms / 1000} s`;
export const hearts = (lives: number) => '♥'.repeat(lives) + '♡'.repeat(Math.max(0, LIVES - lives));

/** The words for the step from `before` to `next`, or null when there is nothing to say (the end has its own). */
export function changeWords(before: MatrixGame, next: MatrixGame): string | null {
  if (next.phase === 'reveal' && (before.phase !== 'reveal' || before.trial !== next.trial)) return `Trial ${next.trial + 1} of ${TRIALS}: remember ${next.count} tiles.`;
  if (next.phase === 'recall' && before.phase === 'reveal') return `Your turn: pick the ${next.count} tiles.`;
  if (next.phase === 'recall' && next.picks.length > before.picks.length) return `Correct, ${next.picks.length} of ${next.count}.`;
  if (next.phase === 'review' && before.phase === 'recall') {
    const last = endsAfterReview(next) ? ' That was the last trial.' : ' Press Enter to go on.';
    if (trialOutcome(next) === 'perfect') return `All ${next.count} correct!${last}`;
    const missed = next.tiles.filter((cell) => !next.picks.includes(cell)).length;
    return `Wrong tile. ${missed} missed. ${next.lives} ${next.lives === 1 ? 'life' : 'lives'} left.${last}`;
  }
  return null;
}

export function statusText(game: MatrixGame): string {
  switch (game.phase) {
    case 'ready':
      return 'Press Start, then remember the tiles.';
    case 'reveal':
      return `Remember ${game.count} tiles…`;
    case 'recall':
      return `Your turn: ${game.picks.length} of ${game.count}`;
    case 'review':
      return trialOutcome(game) === 'perfect' ? 'All correct!' : 'Missed: ✓ correct, ○ missed, ✕ wrong';
    case 'over':
      return `Round over: ${game.score} points, level ${game.bestLevel}.`;
  }
}
