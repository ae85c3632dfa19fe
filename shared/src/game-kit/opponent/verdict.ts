// A finished game against the computer in the player's words: the verdict from the winner, and the result's
// title (the kit's result contract for opponent games). A two-player game names its winner itself.
import type { Verdict } from './tally';

/** 'win' when the player won, 'loss' when the computer did, 'draw' when nobody did (null or undefined). */
export function verdictOf<S>(winner: S | null | undefined, player: S): Verdict {
  if (winner === null || winner === undefined) return 'draw';
  return winner === player ? 'win' : 'loss';
}

const TITLES: Record<Verdict, string> = { win: 'You win!', loss: 'The computer wins', draw: 'Draw' };

/** "You win!", "The computer wins" or "Draw". */
export const verdictTitle = (verdict: Verdict): string => TITLES[verdict];
