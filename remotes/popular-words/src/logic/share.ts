// The spoiler-free share text: the mode, the score and one row per round (found, missed, strikes).
import type { GameState } from './game';
import { isCleared, strikesOf } from './game';
import { ANSWERS_PER_PROMPT } from './rules';

/** One round as emoji: 🟩 for each answer found, ⬜ for each missed, ❌ for each strike, ⭐ for a cleared board. */
export function roundRow(found: readonly number[], strikes: number, cleared: boolean): string {
  const slots = Array.from({ length: ANSWERS_PER_PROMPT }, (_, i) => (found.includes(i) ? '🟩' : '⬜')).join('');
  return `${slots}${strikes > 0 ? ` ${'❌'.repeat(strikes)}` : ''}${cleared ? ' ⭐' : ''}`;
}

export function shareLines(game: GameState): string[] {
  return game.rounds.map((round) => roundRow(round.found, strikesOf(round), isCleared(round)));
}

export const shareDetail = (game: GameState) => (game.mode === 'daily' && game.dateKey ? `Daily ${game.dateKey}` : 'Unlimited');
