// The line beside the pads that says what to do now.
import { levelReached, type SequenceGame } from './logic/game';

export function statusText(game: SequenceGame): string {
  switch (game.phase) {
    case 'ready':
      return 'Press Start, watch, then repeat.';
    case 'playback':
      return 'Watch…';
    case 'input':
      return `Your turn: ${game.entered} of ${game.sequence.length}`;
    case 'over':
      return `Game over at level ${levelReached(game)}.`;
  }
}
