// What the game opens with once its words are in: the saved round goes on, or a round is dealt. Pure.
import type { LevelId, LevelMode, Mode } from './levels';
import type { PackId } from './packs';
import type { Round } from './round';

/** A round to deal: a themed pack's, or a level's (unlimited or the daily). */
export type Deal = { mode: 'theme'; pack: PackId; seed?: string } | { mode: LevelMode; level: LevelId; seed?: string };

export interface Opening {
  /** `?seed=…&difficulty=…` from the page's URL, if any. */
  url: { seed: string; difficulty: LevelId | undefined } | null;
  /** `?pack=…` from the URL: with a seed, that pack's round. */
  urlPack: PackId | null;
  /** The saved round, if any. */
  saved: Pick<Round, 'mode' | 'seed' | 'level' | 'date' | 'pack'> | null;
  settings: { mode: Mode; level: LevelId; pack: PackId };
  /** Today's key, YYYY-MM-DD (UTC). */
  today: string;
}

/**
 * What to deal on opening, or null when the saved round goes on: the URL's seeded round (a pack's with
 * `pack`) unless it is the one saved; else the saved round (an unlimited or pack round, or today's daily) when
 * it is of the mode chosen or the URL asked for it; else a new round of the mode chosen.
 */
export function dealOnOpen({ url, urlPack, saved, settings, today }: Opening): Deal | null {
  if (url && urlPack) {
    if (!(saved && saved.mode === 'theme' && saved.seed === url.seed && saved.pack === urlPack)) return { mode: 'theme', pack: urlPack, seed: url.seed };
  } else if (url) {
    const level = url.difficulty ?? settings.level;
    if (!(saved && saved.mode === 'unlimited' && saved.seed === url.seed && saved.level === level)) return { mode: 'unlimited', level, seed: url.seed };
  }
  if (saved && (saved.mode !== 'daily' || saved.date === today) && (url || saved.mode === settings.mode)) return null;
  return settings.mode === 'theme' ? { mode: 'theme', pack: settings.pack } : { mode: settings.mode, level: settings.level };
}
