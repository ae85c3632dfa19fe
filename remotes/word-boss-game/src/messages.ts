// What the game says and shows about a tried word. Words of the view; the rules are in logic/.
import type { DealtBoard } from './logic/deal';
import type { Verdict } from './logic/round';
import { wordPoints } from './logic/scoring';

const upper = (word: string) => word.toUpperCase();

/** The tiles as first shown, spaced for screen readers: "g a r d e n". */
export const spokenLetters = (board: DealtBoard) => board.order.map((id) => board.seed[id]).join(' ');

/** The message after a word is tried. */
export function verdictMessage(verdict: Exclude<Verdict, 'none'>, word: string): string {
  return {
    found: `${upper(word)}: +${wordPoints(word)}.`,
    bonus: `${upper(word)}: bonus word, +${wordPoints(word)}.`,
    already: `${upper(word)}: already found.`,
    short: 'Words need 3 letters or more.',
    unknown: `${upper(word)}: not in the word list.`,
  }[verdict];
}
