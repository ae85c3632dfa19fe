// What the game says about the player's turn, and the squares of the last play to mark. Pure.
import { squareName } from './board';
import type { TurnLog } from './game';

/** "You played CAT, AT for 12 points, with the 50-point bonus." */
export const playedMessage = (words: readonly string[], score: number, bingo: boolean): string => `You played ${words.join(', ')} for ${score} points${bingo ? ', with the 50-point bonus' : ''}.`;

/** "CAX is not in the word list." / "CAX, AX are not in the word list." */
export const notInListMessage = (invalid: readonly string[]): string => `${invalid.join(', ')} ${invalid.length === 1 ? 'is' : 'are'} not in the word list.`;

export const exchangedMessage = (count: number): string => `You exchanged ${count} tile${count === 1 ? '' : 's'}.`;

/** The rack after a shuffle, letter by letter so a screen reader spells it: "Rack shuffled: C A blank T". */
export const shuffledMessage = (rack: string): string => `Rack shuffled: ${[...rack].map((tile) => (tile === '?' ? 'blank' : tile)).join(' ')}`;

/** A hint's play: its word, where it starts and its score. */
export const hintMessage = (word: string, firstSquare: number, score: number): string => `Hint: ${word} at ${squareName(firstSquare)} for ${score} points. Press Play to play it.`;

export const NO_WORD_LIST = 'The word list could not be loaded. Check your connection and try again.';

/** The squares of the last turn's tiles when it was a play (marked on the board), else none. */
export function lastPlaySquares(log: readonly TurnLog[]): Set<number> {
  const last = log[log.length - 1];
  return new Set(last && last.kind === 'play' ? (last.squares ?? []) : []);
}
