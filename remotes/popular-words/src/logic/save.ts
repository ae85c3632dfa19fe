// The saved game: checked field by field when loaded, so an edited, old or corrupt save is discarded.
import type { GameState, RoundState } from './game';
import { ANSWERS_PER_PROMPT, MAX_STRIKES, ROUNDS } from './rules';

const isIndexList = (value: unknown): value is number[] =>
  Array.isArray(value) &&
  value.length <= ANSWERS_PER_PROMPT &&
  new Set(value).size === value.length &&
  value.every((i) => Number.isInteger(i) && i >= 0 && i < ANSWERS_PER_PROMPT);

function isRoundState(value: unknown): value is RoundState {
  if (typeof value !== 'object' || value === null) return false;
  const { promptId, found, hinted, misses } = value as Record<string, unknown>;
  return (
    typeof promptId === 'string' &&
    promptId.length > 0 &&
    isIndexList(found) &&
    isIndexList(hinted) &&
    Array.isArray(misses) &&
    misses.length <= MAX_STRIKES &&
    misses.every((miss) => typeof miss === 'string')
  );
}

export function isGameState(value: unknown): value is GameState {
  if (typeof value !== 'object' || value === null) return false;
  const { mode, dateKey, rounds, round, recorded } = value as Record<string, unknown>;
  if (typeof recorded !== 'boolean') return false;
  if (mode !== 'daily' && mode !== 'unlimited') return false;
  if (mode === 'daily' ? typeof dateKey !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(dateKey) : dateKey !== null) return false;
  if (!Array.isArray(rounds) || rounds.length !== ROUNDS || !rounds.every(isRoundState)) return false;
  if (new Set(rounds.map((r) => r.promptId)).size !== ROUNDS) return false;
  if (!Number.isInteger(round) || (round as number) < 0 || (round as number) >= ROUNDS) return false;
  // Rounds after the current one are untouched.
  return rounds.slice((round as number) + 1).every((r) => r.found.length + r.hinted.length + r.misses.length === 0);
}
