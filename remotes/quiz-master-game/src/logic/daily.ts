// The daily quiz: the same ten questions for everyone on a UTC day, from the whole bank, with no question
// coming back within floor(bank / 10) days (kit content/rotation).
import { dailyEntryIndices } from '@games/shared/game-kit/content/rotation';
import { DIFFICULTIES, type Question } from './question';

export const DAILY_COUNT = 10;
export const DAILY_SALT = 'quiz-master-daily-v1';

/** The bank in its fixed daily order: by id, so adding a file does not depend on load order. */
export const dailyBankOrder = (bank: readonly Question[]): Question[] => bank.slice().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** The day's questions, easiest first. */
export function dailyQuestions(bank: readonly Question[], dateKey: string): Question[] {
  const ordered = dailyBankOrder(bank);
  const picked = dailyEntryIndices(dateKey, ordered.length, DAILY_COUNT, DAILY_SALT).map((i) => ordered[i]);
  return picked.sort((a, b) => DIFFICULTIES.indexOf(a.difficulty) - DIFFICULTIES.indexOf(b.difficulty));
}

/** Days in a row with a fresh set of questions. */
export const dailyDaysWithoutRepeat = (bankSize: number): number => Math.floor(bankSize / DAILY_COUNT);
