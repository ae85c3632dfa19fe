// What Connections tells the home page (the kit's progress summary, contracts/progress.ts): today's daily as
// in progress, solved or failed with its mistakes, and the puzzle to continue. Pure.
import type { GameProgress, withDaily, withResume } from '@games/shared/contracts';
import type { GameState, Status } from './game';

export interface PlayedConnections {
  /** The UTC day of the daily played; undefined for an archive puzzle. */
  dailyDate?: string;
  /** The puzzle's number (#1…), for the archive puzzle's page. */
  number: number;
  status: Status;
  game: Pick<GameState, 'mistakes' | 'guesses'>;
}

export function connectionsPath(slug: string, played: Pick<PlayedConnections, 'dailyDate' | 'number'>): string {
  return played.dailyDate ? `/game/${slug}?mode=daily` : `/game/${slug}?puzzle=${played.number}`;
}

/** The contract's updates, passed in by the caller: the kit's progress writers, loaded after the first paint. */
export interface ProgressUpdates {
  withDaily: typeof withDaily;
  withResume: typeof withResume;
}

/** The summary after a change; unchanged while no guess was made (opening a puzzle is not playing it). */
export function withConnectionsPlayed({ withDaily, withResume }: ProgressUpdates, progress: GameProgress, played: PlayedConnections, slug: string, now: number): GameProgress {
  if (played.status === 'playing' && played.game.guesses.length === 0) return progress;
  const state = played.status === 'playing' ? 'in-progress' : played.status === 'won' ? 'solved' : 'failed';
  const next = played.dailyDate ? withDaily(progress, { date: played.dailyDate, state, mistakes: played.game.mistakes }, now) : progress;
  const path = connectionsPath(slug, played);
  if (played.status === 'playing') return withResume(next, { path, label: played.dailyDate ? 'Daily' : `Puzzle #${played.number}`, savedAt: now }, now);
  return next.resume?.path === path ? withResume(next, undefined, now) : next;
}
