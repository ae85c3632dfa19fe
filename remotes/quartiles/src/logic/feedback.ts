// What the game shows and says about a picked tile, a tried word and a hint. Pure.
import type { SubmitOutcome } from './play';

export interface Flash {
  text: string;
  tone: 'good' | 'bad';
}

/** A tile picked or unpicked: the tiles picked so far, spoken. */
export const pickedMessage = (letters: readonly string[]): string => (letters.length ? letters.join(' ') : 'Nothing picked.');

/** A pick refused: a fifth tile, or a tile already picked. */
export const refusedPickMessage = (picked: number, letters: string): string => (picked >= 4 ? 'Four tiles at most. Submit or clear.' : `${letters} is already picked.`);

/** A hint: the first tile of a word not found yet, by its letters and its key. */
export const hintMessage = (letters: string, key: string): string => `Hint: a word starts with ${letters}, tile ${key}.`;

/**
 * A tried word: the flash over the board and the words for screen readers (`score` after it). A word that
 * completes the puzzle is said by the result instead, so `said` is then left to the caller.
 */
export function submitFeedback(outcome: Exclude<SubmitOutcome, { kind: 'empty' }>, score: number): { flash: Flash; said: string } {
  const word = outcome.word.toUpperCase();
  if (outcome.kind === 'found') {
    const bonus = outcome.counted ? '' : ' · Bonus word';
    const note = outcome.quartile ? ', a quartile' : outcome.counted ? '' : ', a bonus word outside the total';
    return {
      flash: { text: `${word} +${outcome.points}${outcome.quartile ? ' · Quartile!' : bonus}`, tone: 'good' },
      said: `${outcome.word}, ${outcome.points} point${outcome.points === 1 ? '' : 's'}${note}. Score ${score}.`,
    };
  }
  if (outcome.kind === 'again') return { flash: { text: `${word}: already found`, tone: 'bad' }, said: `${outcome.word} is already found.` };
  return { flash: { text: `${word}: not in the word list`, tone: 'bad' }, said: `${outcome.word} is not in the word list.` };
}
