// Where a visit starts: a seeded puzzle from the URL, else the saved game, else today's daily puzzle.
import { randomSeed } from '@games/shared/game-kit/url-options';
import { dailyPuzzleSeed, dateKey, type PuzzleMode } from '@games/shared/game-kit/puzzle';
import { DAILY_DIFFICULTY, isDifficulty } from './logic/difficulty';
import { generatePuzzle } from './logic/generate';
import type { Difficulty } from './logic/types';
import { newSession, type TangoSession } from './session';
import type { TangoSave } from './stores';

export { randomSeed };

export function dailySession(slug: string, today: Date = new Date()): TangoSession {
  return newSession(generatePuzzle(dailyPuzzleSeed(slug, today), DAILY_DIFFICULTY), 'daily', dateKey(today));
}

export function unlimitedSession(difficulty: Difficulty, seed: string = randomSeed()): TangoSession {
  return newSession(generatePuzzle(seed, difficulty), 'unlimited');
}

/** The save with a playable session for `mode`: today's daily, or the kept/new unlimited puzzle. */
export function withSessionFor(save: TangoSave, mode: PuzzleMode, slug: string, today: Date = new Date()): TangoSave {
  const existing = save.sessions[mode];
  if (mode === 'daily' && existing?.dailyDate === dateKey(today)) return { ...save, mode };
  if (mode === 'unlimited' && existing) return { ...save, mode };
  const session = mode === 'daily' ? dailySession(slug, today) : unlimitedSession(save.difficulty);
  return { ...save, mode, sessions: { ...save.sessions, [mode]: session } };
}

export function initialSave(slug: string, saved: TangoSave | undefined, search: string, today: Date = new Date()): TangoSave {
  const base: TangoSave = saved ?? { mode: 'daily', difficulty: 'easy', sessions: {} };
  const params = new URLSearchParams(search);
  const seed = params.get('seed');
  if (seed) {
    const requested = params.get('difficulty');
    const difficulty = isDifficulty(requested) ? requested : base.difficulty;
    return { mode: 'unlimited', difficulty, sessions: { ...base.sessions, unlimited: unlimitedSession(difficulty, seed) } };
  }
  return withSessionFor(base, base.mode, slug, today);
}
