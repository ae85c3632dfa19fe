// Where a puzzle session keeps its data: the remembered mode and level, the records and one saved game per
// slot (the daily, and one per level of unlimited play). Pure: the keys, the checks of what was read, and
// which saved game a visit opens. A game's descriptor lists the same keys with `storageKeys(slug, levels)`.
import { modeFromUrl, seededPuzzleFromUrl } from '../url-options';
import type { PuzzleDeal, PuzzleMode, PuzzleSession } from './session';

/** The mode and level the player chose last (`<gameKey>:mode`). */
export interface ModeChoice {
  mode: PuzzleMode;
  level: string;
}

/** A level as games list them (`{ value, label }`), or its value alone. */
export type LevelEntry = string | { readonly value: string };

const valueOf = (level: LevelEntry): string => (typeof level === 'string' ? level : level.value);

/** The daily's slot; each level's unlimited game has the level's value as its slot. */
export const DAILY_SLOT = 'daily';

/** The slot a game is saved in: the daily's own, else its level's. */
export const slotOf = (deal: Pick<PuzzleDeal, 'mode' | 'level'>): string => (deal.mode === 'daily' ? DAILY_SLOT : deal.level);

/** The session's storage keys, without the kit's `games:` prefix. */
export const sessionKeys = (gameKey: string) => ({
  mode: `${gameKey}:mode`,
  /** The records document (records/store.ts), written by session-records.ts. */
  records: `${gameKey}:records`,
  slot: (slot: string) => `${gameKey}:game-${slot}`,
});

/**
 * Every key the session reads for a game: the mode, the records, the daily's game and each level's game (read
 * when that level is chosen). Descriptors list these instead of writing them out by hand.
 */
export function storageKeys(slug: string, levels: readonly LevelEntry[]): string[] {
  const keys = sessionKeys(slug);
  return [keys.mode, keys.records, keys.slot(DAILY_SLOT), ...levels.map((level) => keys.slot(valueOf(level)))];
}

/** Checks a stored mode choice names a mode and one of `levels`. */
export function isModeChoice(levels: readonly string[]) {
  return (value: unknown): value is ModeChoice =>
    typeof value === 'object' &&
    value !== null &&
    ((value as ModeChoice).mode === 'daily' || (value as ModeChoice).mode === 'unlimited') &&
    levels.includes((value as ModeChoice).level);
}

/** A slot's saved game when it may go on: never a daily of another day than `today`. */
export function restorable<P, B>(saved: PuzzleSession<P, B> | null | undefined, want: ModeChoice, today: string): PuzzleSession<P, B> | null {
  if (!saved) return null;
  if (want.mode === 'daily' && saved.dailyDate !== today) return null;
  return saved;
}

/** What a visit asked for in its URL: a shared seed (`?seed=…&difficulty=…`) or a mode (`?mode=…`). */
export interface VisitRequest {
  seeded: { seed: string; difficulty?: string } | null;
  mode: { mode: PuzzleMode; difficulty?: string } | null;
}

/** What the page's URL (or `query`) asks of a game with these levels; a seed wins over a mode. */
export function visitRequest(levels: readonly string[], query?: URLSearchParams): VisitRequest {
  const isLevel = (value: unknown): value is string => levels.includes(value as string);
  const seeded = seededPuzzleFromUrl(isLevel, query);
  return { seeded, mode: seeded ? null : modeFromUrl(isLevel, query) };
}

/** Where a visit lands: the mode it opens, and the seed to deal when the slot has no game to go on with. */
export interface Arrival {
  choice: ModeChoice;
  /** Set for a seeded URL: its puzzle, unless the level's saved game is that very puzzle (a reload). */
  seed?: string;
  /** The mode differs from the remembered one and is to be remembered. */
  remember: boolean;
}

/**
 * A seeded URL plays its puzzle as unlimited play at its level; `?mode=` (Today tiles, Continue cards) opens
 * that mode's game; otherwise the remembered mode's.
 */
export function arrivalOf(request: VisitRequest, remembered: ModeChoice): Arrival {
  if (request.seeded) {
    return { choice: { mode: 'unlimited', level: request.seeded.difficulty ?? remembered.level }, seed: request.seeded.seed, remember: true };
  }
  if (request.mode) return { choice: { mode: request.mode.mode, level: request.mode.difficulty ?? remembered.level }, remember: true };
  return { choice: remembered, remember: false };
}

/** The game a visit opens at once: the slot's saved game, and for a seeded URL only when it is that seed's. */
export function arrivalSession<P, B>(arrival: Arrival, saved: PuzzleSession<P, B> | null): PuzzleSession<P, B> | null {
  if (arrival.seed === undefined) return saved;
  return saved?.seed === arrival.seed ? saved : null;
}
