// The primary action of a finished daily: "Next daily: Tango Game →" when another daily of the day is left,
// else the game's own unlimited play. Small, for a game's first load; the finding is in next-daily.ts, and
// useNextDaily.ts finds it from a game's view.
import type { DailyGame } from '../../contracts/progress';
import type { GameAction } from '../ResultDialog';

export interface AfterDaily {
  /** The game's own way on: unlimited play (a new puzzle or round). */
  playUnlimited: () => void;
  /** The game whose daily just ended (it counts as finished even before its summary is written). */
  slug: string;
}

export interface FoundDaily {
  next?: DailyGame;
  /** Every daily of the day is finished. */
  dayComplete: boolean;
}

export interface NextDaily {
  /** The result's primary action. */
  action: GameAction;
  /** The action opens another game's daily (not this game's unlimited play). */
  leadsOn: boolean;
  /** Every daily of the day is finished: the result says so. */
  dayComplete: boolean;
}

/**
 * Opens another page of the portal without reloading it: the host's router follows the history entry, as it
 * does for Back and Forward (a game has no router of its own to call).
 */
export function openPortalPage(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

export function dailyAction(found: FoundDaily | null, playUnlimited: () => void): NextDaily {
  const next = found?.next;
  if (next) return { action: { label: `Next daily: ${next.title} →`, onClick: () => openPortalPage(`/game/${next.slug}?mode=daily`) }, leadsOn: true, dayComplete: false };
  return { action: { label: 'Play unlimited', onClick: playUnlimited }, leadsOn: false, dayComplete: Boolean(found?.dayComplete) };
}
