// What the kit's sessions write in a game's progress summary while it is played: the daily's state of the
// day, and where an unfinished game opens again (the home page's Continue row). Pure.
import { withDaily, withResume, type DailyState, type GameProgress } from '../../contracts/progress';
import { formatDuration } from '../formatDuration';

/** A puzzle as the session holds it, as far as the summary needs it. */
export interface PlayedPuzzle {
  mode: 'daily' | 'unlimited';
  level: string;
  /** The UTC day of a daily. */
  dailyDate?: string;
  status: 'playing' | 'won' | 'lost';
  hints: number;
  mistakes: number;
  elapsedMs: number;
}

/** The page that opens a game's daily, or one of its levels, again: what Today tiles and Continue link to. */
export function puzzlePath(slug: string, played: Pick<PlayedPuzzle, 'mode' | 'level'>): string {
  return played.mode === 'daily' ? `/game/${slug}?mode=daily` : `/game/${slug}?mode=unlimited&difficulty=${encodeURIComponent(played.level)}`;
}

const DAILY_STATE: Record<PlayedPuzzle['status'], Exclude<DailyState, 'not-started'>> = { playing: 'in-progress', won: 'solved', lost: 'failed' };

/** Drops the resume point when it is this page's: the game it pointed to has ended. */
function withoutResumeOf(progress: GameProgress, path: string, now: number): GameProgress {
  return progress.resume?.path === path ? withResume(progress, undefined, now) : { ...progress, lastPlayedAt: Math.max(progress.lastPlayedAt, now) };
}

/**
 * The summary after a save of a puzzle the player has touched: a daily's state of the day with its figures,
 * and a resume point while it is unfinished (the latest unfinished puzzle of the game is the one to continue).
 */
export function withPuzzlePlayed(progress: GameProgress, played: PlayedPuzzle, slug: string, levelLabel: string, now: number): GameProgress {
  let next = progress;
  if (played.mode === 'daily' && played.dailyDate) {
    next = withDaily(next, { date: played.dailyDate, state: DAILY_STATE[played.status], timeMs: played.elapsedMs, hints: played.hints, mistakes: played.mistakes }, now);
  }
  const path = puzzlePath(slug, played);
  if (played.status !== 'playing') return withoutResumeOf(next, path, now);
  const label = `${played.mode === 'daily' ? 'Daily' : levelLabel} · ${formatDuration(played.elapsedMs)}`;
  return withResume(next, { path, label, savedAt: now }, now);
}

/** The summary after a save of a timed round: a resume point while a round is in play, none once it ended. */
export function withRoundPlayed(progress: GameProgress, inPlay: boolean, slug: string, now: number): GameProgress {
  const path = `/game/${slug}`;
  return inPlay ? withResume(progress, { path, label: 'Round in play', savedAt: now }, now) : withoutResumeOf(progress, path, now);
}
