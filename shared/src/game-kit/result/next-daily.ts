// What a finished daily leads to. Today: unlimited play of the same game ("Play unlimited"). The home hub's
// progress contract (a later issue) will turn this one hook into "Next daily: <game> →", the first daily of
// the day not yet done, for every game at once: sessions call it, no game builds its own.
import type { GameAction } from '../ResultDialog';

export interface AfterDaily {
  /** The game's own way on: unlimited play (a new puzzle or round). */
  playUnlimited: () => void;
}

/** The primary action of a daily's result. */
export function afterDailyAction({ playUnlimited }: AfterDaily): GameAction {
  return { label: 'Play unlimited', onClick: playUnlimited };
}
