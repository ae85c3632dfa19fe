// What the game opens with: the saved game goes on, or a deal is asked for once its level's boards load. Pure.
import type { LevelId } from './data';
import type { BossGame, Mode } from './round';

/** A game to deal once the boards of its level are in. */
export interface Pending {
  mode: Mode;
  level: LevelId;
  /** The URL's seed (a shared or test link); a random one otherwise (the daily's is the day's). */
  seed?: string;
}

export interface Opening {
  /** `?seed=…&difficulty=…` from the page's URL, if any. */
  url: { seed: string; difficulty: LevelId | undefined } | null;
  /** The saved game, if any. */
  saved: BossGame | null;
  settings: { mode: Mode; level: LevelId };
  /** Today's key, YYYY-MM-DD (UTC). */
  today: string;
}

/** The daily always plays six-letter boards. */
export const levelOf = (pending: Pending): LevelId => (pending.mode === 'daily' ? 'six' : pending.level);

/**
 * What to deal on opening, or null when the saved game goes on: the URL's seeded game (unless it is the one
 * saved), else the saved game of the mode chosen (an unlimited one, or today's daily), else a new game.
 */
export function dealOnOpen({ url, saved, settings, today }: Opening): Pending | null {
  const level = url?.difficulty ?? settings.level;
  if (url) return saved && saved.mode === 'unlimited' && saved.seed === url.seed && saved.level === level ? null : { mode: 'unlimited', level, seed: url.seed };
  if (saved && (saved.mode === 'unlimited' || saved.date === today) && saved.mode === settings.mode) return null;
  return { mode: settings.mode, level: settings.mode === 'daily' ? 'six' : settings.level };
}
