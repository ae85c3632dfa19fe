// The daily puzzle: one for everybody per UTC day; its difficulty follows the week like the originals
// get harder towards the weekend (Monday easy … Saturday and Sunday hard).
import type { Difficulty } from './difficulty';

const BY_WEEKDAY: readonly Difficulty[] = ['hard', 'easy', 'easy', 'medium', 'medium', 'medium', 'hard'];

/** The daily difficulty for a YYYY-MM-DD key. */
export function dailyDifficulty(dateKey: string): Difficulty {
  return BY_WEEKDAY[new Date(`${dateKey}T00:00:00Z`).getUTCDay()];
}
