// What a finished daily leads to: the next daily of the day the player has not finished ("Next daily:
// Tango Game →"), read from the list the host keeps and the games' progress summaries (contracts/progress.ts);
// once every daily of the day is finished, unlimited play of the same game, and the day is said complete.
// Sessions call it; no game builds its own.
import { dayKey, nextDailyToPlay, readDailyList } from '../../contracts/progress';
import type { GameAction } from '../ResultDialog';
import { readGamesProgress } from '../progress/read-progress';

export interface AfterDaily {
  /** The game's own way on: unlimited play (a new puzzle or round). */
  playUnlimited: () => void;
  /** The game whose daily just ended (it counts as finished even before its summary is written). */
  slug: string;
}

export interface NextDaily {
  /** The result's primary action. */
  action: GameAction;
  /** The action opens another game's daily (not this game's unlimited play). */
  leadsOn: boolean;
  /** Every daily of the day is finished: the result says so. */
  dayComplete: boolean;
}

function localStorageOrNone(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Opens another page of the portal without reloading it: the host's router follows the history entry, as it
 * does for Back and Forward (a game has no router of its own to call).
 */
export function openPortalPage(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

/** Where a finished daily leads. Without the host's list (a game run alone) it leads to unlimited play. */
export function nextDailyAfter({ playUnlimited, slug }: AfterDaily, storage: Storage | undefined = localStorageOrNone()): NextDaily {
  const list = readDailyList(storage);
  const next = nextDailyToPlay(list, readGamesProgress(storage, list.map((game) => game.slug)), dayKey(), slug);
  if (next) return { action: { label: `Next daily: ${next.title} →`, onClick: () => openPortalPage(`/game/${next.slug}?mode=daily`) }, leadsOn: true, dayComplete: false };
  return { action: { label: 'Play unlimited', onClick: playUnlimited }, leadsOn: false, dayComplete: list.length > 0 };
}

/** The primary action of a daily's result. */
export function afterDailyAction(after: AfterDaily): GameAction {
  return nextDailyAfter(after).action;
}
