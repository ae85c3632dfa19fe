// Which five prompts a game plays: the daily five (the same for everyone on a date, no prompt again for
// as many days as the bank allows), a fixed five for a seed in the URL, or five the player has not seen.
import { dailyEntryIndices } from '@games/shared/game-kit/content/rotation';
import { pickUnseen } from '@games/shared/game-kit/content/unseen';
import { createRandom } from '@games/shared/game-kit/random';
import type { Prompt } from './bank';
import { ROUNDS } from './rules';

export const ROTATION_SALT = 'popular-words';

export function dailyPromptIds(bank: readonly Prompt[], dateKey: string): string[] {
  return dailyEntryIndices(dateKey, bank.length, ROUNDS, ROTATION_SALT).map((i) => bank[i].id);
}

/** The same five for the same seed (e2e tests, shared links); the player's seen list is left alone. */
export function seededPromptIds(bank: readonly Prompt[], seed: string): string[] {
  const random = createRandom(`${ROTATION_SALT}:${seed}`);
  return pickUnseen(
    bank.map((p) => p.id),
    [],
    ROUNDS,
    () => random.next(),
  ).picked;
}

/** Five prompts this player has not played yet (all over again once the bank runs out). */
export function unseenPromptIds(bank: readonly Prompt[], seen: readonly string[], random: () => number): { picked: string[]; seen: string[] } {
  return pickUnseen(
    bank.map((p) => p.id),
    seen,
    ROUNDS,
    random,
  );
}
