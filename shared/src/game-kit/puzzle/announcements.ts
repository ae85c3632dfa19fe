// What a puzzle session says to screen readers for each thing that happens, in one place. Pure: the hook
// passes these words to the frame's live region (useAnnouncer); a game adds its own words for a move or a deal.
// What an end says is the outcome's (ending-words.ts), loaded with the records after the first paint.
import { AssetError } from '../data/asset-error';
import type { ControllerEvent } from './controller';

/** Said for a new puzzle when the game has no words of its own for it. */
export const NEW_PUZZLE_WORDS = 'New puzzle.';

/** The kit's words for one event; null for events said otherwise (a move: the game's words; the end: the outcome's). */
export function eventWords(event: ControllerEvent): string | null {
  switch (event.type) {
    case 'hint':
      return `Hint: ${event.reason}`;
    case 'no-hint':
      return 'No hint: the board has no next step to show.';
    case 'undone':
      return 'Undone.';
    case 'redone':
      return 'Redone.';
    case 'cleared':
      return 'Board cleared.';
    case 'restarted':
      return 'Restarted.';
    case 'deal-failed':
      return event.failure;
    default:
      return null;
  }
}

/** Why a deal failed, for the player: a data download says what went wrong (AssetError); anything else is ours. */
export function dealFailureWords(error: unknown): string {
  return error instanceof AssetError ? error.message : 'The puzzle could not be dealt. Try again.';
}
