// Which answer a typed guess names: its text or an alias, in any case, singular or plural, with one typo
// forgiven in words of five letters or more. Pure.
import type { Answer } from './bank';
import { withinOneEdit } from './levenshtein';
import { matchKey } from './normalise';
import { TYPO_MIN_LENGTH } from './rules';

/** Every form an answer is known by, as match keys (text first, then aliases). */
export function answerKeys(answer: Answer): string[] {
  return [...new Set([answer.text, ...answer.aliases].map(matchKey).filter(Boolean))];
}

const closeEnough = (guess: string, key: string) =>
  guess.length >= TYPO_MIN_LENGTH && key.length >= TYPO_MIN_LENGTH && withinOneEdit(guess, key);

/**
 * The index of the answer the guess names, or null. An exact form wins over a typo; between two answers a
 * typo is close to, the higher ranked one.
 */
export function matchAnswer(answers: readonly Answer[], guess: string): number | null {
  const key = matchKey(guess);
  if (!key) return null;
  const keys = answers.map(answerKeys);
  const exact = keys.findIndex((forms) => forms.includes(key));
  if (exact >= 0) return exact;
  const typo = keys.findIndex((forms) => forms.some((form) => closeEnough(key, form)));
  return typo >= 0 ? typo : null;
}
