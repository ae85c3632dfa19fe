// Which daily a finished daily leads to: the next daily of the day the player has not finished, read from the
// list the host keeps and the games' progress summaries (contracts/progress.ts). It reads and validates
// storage, so it loads with the result's or the progress writers' chunk, never in a game's first load; the
// action built from it is in next-daily-action.ts.
import { dayKey, nextDailyToPlay, readDailyList } from '../../contracts/progress';
import { readGamesProgress } from '../progress/read-progress';
import { dailyAction, type AfterDaily, type FoundDaily, type NextDaily } from './next-daily-action';

function localStorageOrNone(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The daily after `slug`'s not yet finished today; without the host's list (a game run alone), none. */
export function findNextDaily(slug: string, storage: Storage | undefined = localStorageOrNone()): FoundDaily {
  const list = readDailyList(storage);
  const next = nextDailyToPlay(list, readGamesProgress(storage, list.map((game) => game.slug)), dayKey(), slug);
  return { next, dayComplete: !next && list.length > 0 };
}

/** Where a finished daily leads, at once (for code already outside the first load: the puzzle result). */
export function nextDailyAfter({ playUnlimited, slug }: AfterDaily): NextDaily {
  return dailyAction(findNextDaily(slug), playUnlimited);
}
